import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";
import "./fonts/geist-fallback.css";
import "./globals.css";

// Geist, self-hosted and preloaded, cut to Latin text (scripts/make-font-subset.sh): 25 kB instead of 69 kB on every
// page's critical path. Other characters fall back to the system font. Until it loads, text is set in a system font
// scaled to Geist's widths (fonts/geist-fallback.css: one family per common system font, as next/font's single
// Arial face is missing on Android and Linux), so nothing moves when it arrives.
const geist = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Geist Fallback Arial", "Geist Fallback Roboto", "Geist Fallback DejaVu"],
});

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`, template: `%s · ${PRODUCT_NAME}` },
  description: PRODUCT_TAGLINE,
  applicationName: PRODUCT_NAME,
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = {
  themeColor: "#2563eb",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={geist.variable}>
      <body className={geist.className}>
        {/* Providers (query client, toasts) wrap only the pages that use them: (app) and (auth). */}
        {children}
      </body>
    </html>
  );
}
