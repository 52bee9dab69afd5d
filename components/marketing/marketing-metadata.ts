// The metadata of a public marketing page: its title and description, also as the Open Graph and Twitter card a
// link preview shows. No addresses (og:url, og:image): the pages are prerendered at build, before the deployment's
// address is known.
import type { Metadata } from "next";
import { PRODUCT_NAME } from "@/lib/product";

export type MarketingPage = {
  /** The page's own title ("Pricing"), shown as "Pricing · QuotaProof"; or the whole title, as `{ absolute }`. */
  title: string | { absolute: string };
  description: string;
};

/** The page's whole title: the root layout's title template, spelled out once more (a preview card shows it all). */
export function marketingTitle(title: MarketingPage["title"]): string {
  return typeof title === "string" ? `${title} · ${PRODUCT_NAME}` : title.absolute;
}

export function marketingMetadata({ title, description }: MarketingPage): Metadata {
  const fullTitle = marketingTitle(title);
  return {
    title: { absolute: fullTitle },
    description,
    openGraph: { type: "website", siteName: PRODUCT_NAME, title: fullTitle, description },
    twitter: { card: "summary", title: fullTitle, description },
  };
}
