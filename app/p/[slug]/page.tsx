// The public share page (/p/<slug>): server-rendered, no account needed; an unknown or revoked slug is a real
// 404. Each page view by anyone but the owner is counted here (not in the metadata or the preview image).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedPortfolio } from "@/components/share/shared-portfolio";
import { shareDescription, shareTitle } from "@/components/share/share-summary";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import { recordShareLinkView } from "@/lib/server/data/share-links";
import { getSessionUser } from "@/lib/server/session";
import { loadSharedPortfolio } from "./load-shared-portfolio";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadSharedPortfolio((await params).slug);
  if (!view) return { title: "Page Not Found", robots: { index: false, follow: false } };
  const title = shareTitle(view.snapshot);
  const description = shareDescription(view.snapshot);
  return {
    // Absolute addresses (og:url, and og:image in production; next dev always says localhost) from APP_URL.
    metadataBase: new URL(env().APP_URL),
    title: { absolute: title },
    description,
    // Pages stay out of search engines unless the owner opted in (decisions.md).
    robots: view.link.allowIndexing ? { index: true, follow: true } : { index: false, follow: false },
    // The slug is the key to the page: don't hand it to the sites a visitor goes on to.
    referrer: "no-referrer",
    openGraph: { type: "profile", title, description, siteName: PRODUCT_NAME, url: `/p/${view.link.slug}` },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function SharedPortfolioPage({ params }: Props) {
  const view = await loadSharedPortfolio((await params).slug);
  if (!view) notFound();
  const viewer = await getSessionUser();
  await recordShareLinkView(view.link, viewer?.id ?? null);
  const pdfHref = PLANS[view.snapshot.owner.tier].exports ? `/p/${view.link.slug}/pdf` : null;
  return <SharedPortfolio snapshot={view.snapshot} pictureUrl={view.pictureUrl} pdfHref={pdfHref} />;
}
