import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PRODUCT_NAME, PRODUCT_TAGLINE, SITE_HEAD } from "@/lib/product";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`, template: `%s · ${PRODUCT_NAME}` },
  description: PRODUCT_TAGLINE,
  applicationName: PRODUCT_NAME,
  icons: { icon: SITE_HEAD.icons, apple: SITE_HEAD.appleIcon },
  manifest: SITE_HEAD.manifest,
};

export const viewport: Viewport = {
  themeColor: SITE_HEAD.themeColor,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* Providers (query client, toasts) wrap only the pages that use them: (app) and (auth). */}
        {children}
      </body>
    </html>
  );
}
