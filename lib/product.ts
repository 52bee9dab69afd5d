/** The product's name, in one place, so a rename is one edit ("Submit QuotaProof", "QuotaProof Badge"...). */
export const PRODUCT_NAME = "QuotaProof";
export const PRODUCT_TAGLINE = "The verified brag book for elite sales reps";

/** What every page's head names: the icons, the web app manifest and the browser's theme colour. */
export const SITE_HEAD = {
  icons: [
    { url: "/favicon.ico", sizes: "32x32" },
    { url: "/icon.svg", type: "image/svg+xml" },
  ],
  appleIcon: "/apple-touch-icon.png",
  manifest: "/manifest.webmanifest",
  themeColor: "#2563eb",
};
