/** The product's name, in one place, so a rename is one edit ("Submit QuotaProof", "QuotaProof Badge"...). */
export const PRODUCT_NAME = "QuotaProof";
export const PRODUCT_TAGLINE = "The verified brag book for elite sales reps";
