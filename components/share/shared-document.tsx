// A shared portfolio's address as a whole document (StaticDocument), in each state lib/server/shared-portfolio.ts
// decides: the portfolio with its preview card, the password form, the expired notice, or "Page Not Found". The
// same components, titles and tags the framework page had; only the framework's runtime is gone.
import { StaticDocument, type DocumentMeta, type Inlined } from "@/components/documents/static-document";
import { NotFoundPage } from "@/components/ui/status-page";
import type { SharedPageView } from "@/lib/public-pages";
import { PRODUCT_NAME } from "@/lib/product";
import { ExpiredShareLink, SharePasswordForm } from "./share-link-notices";
import { SharedPortfolio } from "./shared-portfolio";
import { shareDescription, shareTitle } from "./share-summary";

/** Pages stay out of search engines unless the owner opted in. */
const NO_INDEX = "noindex, nofollow";

const STATE_TITLES = { missing: "Page Not Found", expired: "Link expired", locked: "Password required" } as const;

function sharedMeta(view: SharedPageView): DocumentMeta {
  if (view.state !== "open") return { title: `${STATE_TITLES[view.state]} · ${PRODUCT_NAME}`, robots: NO_INDEX };
  const { slug, appUrl, snapshot } = view;
  const page = new URL(`/p/${encodeURIComponent(slug)}`, appUrl).href;
  return {
    title: shareTitle(snapshot),
    description: shareDescription(snapshot),
    robots: view.allowIndexing ? "index, follow" : NO_INDEX,
    // The slug is the key to the page: don't hand it to the sites a visitor goes on to.
    referrer: "no-referrer",
    card: {
      type: "profile",
      twitter: "summary_large_image",
      url: page,
      image: { url: `${page}/opengraph-image`, width: 1200, height: 630 },
    },
  };
}

function SharedPageBody({ view }: { view: SharedPageView }) {
  switch (view.state) {
    case "missing":
      return <NotFoundPage />;
    case "expired":
      return <ExpiredShareLink />;
    case "locked":
      return <SharePasswordForm slug={view.slug} error={view.error} />;
    case "open":
      return <SharedPortfolio snapshot={view.snapshot} pictureUrl={view.pictureUrl} pdfHref={view.pdfHref} />;
  }
}

export function SharedDocument({ view, ...inlined }: Inlined & { view: SharedPageView }) {
  return (
    <StaticDocument meta={sharedMeta(view)} {...inlined}>
      <SharedPageBody view={view} />
    </StaticDocument>
  );
}
