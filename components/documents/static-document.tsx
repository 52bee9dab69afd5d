// A whole HTML document for a public page that runs no framework: its head (the title, description, robots and
// referrer policy, preview card and theme colour the framework writes for the other pages), its stylesheet inline
// (only the rules its own markup uses), the page, and at most a few lines of inline script for what must react to a
// tap. Nothing in it is fetched before the first paint: the icon is inline too, and the web app manifest
// (installing the signed-in app) is left to the app's own pages, since a phone fetches it with the page.
import type { ReactNode } from "react";
import { PRODUCT_NAME, SITE_HEAD } from "@/lib/product";

/** What a document's head says about it: the same fields the framework's metadata gives the other pages. */
export type DocumentMeta = {
  title: string;
  description?: string;
  robots?: string;
  referrer?: string;
  /** The preview card a shared link shows (Open Graph, and Twitter's card); none on a notice page. */
  card?: {
    type: "website" | "profile";
    twitter: "summary" | "summary_large_image";
    url?: string;
    image?: { url: string; width: number; height: number };
  };
};

/** The build's stylesheet for the document and the site's icon as a data: address (components/documents/render.tsx). */
export type Inlined = { css: string; icon: string };

type StaticDocumentProps = Inlined & {
  meta: DocumentMeta;
  /** Inline script run after the page's markup (the pricing page's Monthly / Annual switch). */
  script?: string;
  children: ReactNode;
};

export function StaticDocument({ meta, css, icon, script, children }: StaticDocumentProps) {
  const { title, description, card } = meta;
  return (
    <html lang="en">
      {/* A document of its own, rendered outside the framework: next/head has nothing to add its tags to here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <meta name="theme-color" content={SITE_HEAD.themeColor} />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="application-name" content={PRODUCT_NAME} />
        {meta.referrer ? <meta name="referrer" content={meta.referrer} /> : null}
        {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
        {card ? (
          <>
            <meta property="og:title" content={title} />
            {description ? <meta property="og:description" content={description} /> : null}
            {card.url ? <meta property="og:url" content={card.url} /> : null}
            <meta property="og:site_name" content={PRODUCT_NAME} />
            {card.image ? (
              <>
                <meta property="og:image" content={card.image.url} />
                <meta property="og:image:width" content={String(card.image.width)} />
                <meta property="og:image:height" content={String(card.image.height)} />
              </>
            ) : null}
            <meta property="og:type" content={card.type} />
            <meta name="twitter:card" content={card.twitter} />
            <meta name="twitter:title" content={title} />
            {description ? <meta name="twitter:description" content={description} /> : null}
            {card.image ? <meta name="twitter:image" content={card.image.url} /> : null}
          </>
        ) : null}
        <link rel="icon" href={icon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={SITE_HEAD.appleIcon} />
      </head>
      <body>
        {children}
        {script ? <script dangerouslySetInnerHTML={{ __html: script }} /> : null}
      </body>
    </html>
  );
}
