// The landing, pricing and shared portfolio pages run no framework code: the server (lib/server/public-pages.ts)
// has them rendered by the build's .workers/public-pages.mjs, bundled from components/documents/render.tsx. This is
// what the two agree on.
import type { ProPrices } from "@/lib/billing-prices";
import type { PortfolioSnapshot } from "@/lib/server/export/snapshot";

export type PublicPageName = "landing" | "pricing";

/** What a shared portfolio's address shows this visitor (the state decided by lib/server/shared-portfolio.ts). */
export type SharedPageView =
  | { state: "missing" }
  | { state: "expired" }
  | { state: "locked"; slug: string; error: string | null }
  | {
      state: "open";
      slug: string;
      /** The deployment's address: the preview card's addresses are absolute. */
      appUrl: string;
      allowIndexing: boolean;
      snapshot: PortfolioSnapshot;
      pictureUrl: string | null;
      pdfHref: string | null;
    };

export type PublicPageRenderer = {
  /** The page as a whole HTML document, at the given Pro Seller prices. */
  renderPublicPage(name: PublicPageName, prices: ProPrices): string;
  /** The shared portfolio's address as a whole HTML document. */
  renderSharedPage(view: SharedPageView): string;
};
