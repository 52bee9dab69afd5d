/** The product's name, in one place (decisions.md: every `{product}` in the spec). */
export const PRODUCT_NAME = "QuotaProof";
export const PRODUCT_TAGLINE = "The verified brag book for elite sales reps";
