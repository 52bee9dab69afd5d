// The shared portfolio's markup, for the server itself only: /p/<slug> (app/p/[slug]/route.ts) asks for it with
// this process's secret and sends it on without the framework's JavaScript. Anyone else gets 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadSharedPortfolio } from "@/app/p/[slug]/load-shared-portfolio";
import { SharedPortfolio } from "@/components/share/shared-portfolio";
import { shareDescription, shareTitle } from "@/components/share/share-summary";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import { onlyOwnRender } from "@/lib/server/plain-page";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await onlyOwnRender();
  const { slug } = await params;
  const view = await loadSharedPortfolio(slug);
  if (!view) return { title: "Page Not Found", robots: { index: false, follow: false } };
  const title = shareTitle(view.snapshot);
  const description = shareDescription(view.snapshot);
  const image = `/p/${slug}/opengraph-image`;
  return {
    // Absolute addresses (og:url, og:image) from APP_URL.
    metadataBase: new URL(env().APP_URL),
    title: { absolute: title },
    description,
    // Pages stay out of search engines unless the owner opted in.
    robots: view.link.allowIndexing ? { index: true, follow: true } : { index: false, follow: false },
    // The slug is the key to the page: don't hand it to the sites a visitor goes on to.
    referrer: "no-referrer",
    openGraph: {
      type: "profile",
      title,
      description,
      siteName: PRODUCT_NAME,
      url: `/p/${slug}`,
      images: [{ url: image, width: 1200, height: 630 }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function SharedPortfolioMarkup({ params }: Props) {
  await onlyOwnRender();
  const view = await loadSharedPortfolio((await params).slug);
  if (!view) notFound();
  const pdfHref = PLANS[view.snapshot.owner.tier].exports ? `/p/${view.link.slug}/pdf` : null;
  return <SharedPortfolio snapshot={view.snapshot} pictureUrl={view.pictureUrl} pdfHref={pdfHref} />;
}
