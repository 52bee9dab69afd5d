// The public share page (/p/<slug>), no account needed. The proxy has already given the state its status (410 for
// an expired link, 401 or 429 for the password form); the page renders that state: notFound() for an unknown or
// revoked link, the expired notice, the password form, or the portfolio. The portfolio comes from the data cache
// (lib/server/shared-portfolio.ts); every view of it by anyone but the owner is counted, right after each response.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ExpiredShareLink, SharePasswordForm } from "@/components/share/share-link-notices";
import { SharedPortfolio } from "@/components/share/shared-portfolio";
import { shareDescription, shareTitle } from "@/components/share/share-summary";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import { countAfterResponse, recordShareLinkView } from "@/lib/server/data/share-links";
import { getSessionUser } from "@/lib/server/session";
import { sharedPageAccess, sharedPortfolioOf } from "@/lib/server/shared-portfolio";
import { SHARE_PASSWORD_ERROR_HEADER, unlockErrorMessage } from "@/lib/server/share-unlock";

type Props = { params: Promise<{ slug: string }> };

const NO_INDEX = { index: false, follow: false } as const;

const STATE_TITLES = { missing: "Page Not Found", expired: "Link expired", locked: "Password required" } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const access = await sharedPageAccess(slug);
  // Absolute addresses (og:url, og:image: the preview image file next to this page adds its own) from APP_URL.
  const metadataBase = new URL(env().APP_URL);
  if (access.state !== "open") return { metadataBase, title: STATE_TITLES[access.state], robots: NO_INDEX };
  const { snapshot } = await sharedPortfolioOf(access.link);
  const title = shareTitle(snapshot);
  const description = shareDescription(snapshot);
  const image = `/p/${slug}/opengraph-image`;
  return {
    metadataBase,
    title: { absolute: title },
    description,
    // Pages stay out of search engines unless the owner opted in.
    robots: access.link.allowIndexing ? { index: true, follow: true } : NO_INDEX,
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

export default async function SharedPortfolioPage({ params }: Props) {
  const { slug } = await params;
  const access = await sharedPageAccess(slug);
  if (access.state === "missing") notFound();
  if (access.state === "expired") return <ExpiredShareLink />;
  if (access.state === "locked") {
    const error = unlockErrorMessage((await headers()).get(SHARE_PASSWORD_ERROR_HEADER));
    return <SharePasswordForm slug={slug} error={error} />;
  }
  const [view, viewer] = await Promise.all([sharedPortfolioOf(access.link), getSessionUser()]);
  // Counted once the page is out: the render itself writes nothing.
  countAfterResponse(() => recordShareLinkView(access.link, viewer?.id ?? null));
  const pdfHref = PLANS[view.snapshot.owner.tier].exports ? `/p/${slug}/pdf` : null;
  return <SharedPortfolio snapshot={view.snapshot} pictureUrl={view.pictureUrl} pdfHref={pdfHref} />;
}
