// The renderer of the pages that run no framework code (landing, pricing, a shared portfolio), bundled by
// scripts/build-workers.mjs into .workers/public-pages.mjs with the stylesheet of the classes each family's sources
// use and the site's icon built in; each document inlines only the rules of the classes it uses. It runs outside the
// framework's bundles, as Node loads it: there React's HTML renderer renders these pages to a whole document, which
// the framework's server layer cannot do (its React has no HTML renderer and no hooks).
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LandingDocument, PricingDocument } from "@/components/marketing/public-pages";
import { SharedDocument } from "@/components/share/shared-document";
import type { PublicPageRenderer } from "@/lib/public-pages";

/**
 * A stylesheet as the build cut it: the rules every document needs (Tailwind's properties, theme and base layers
 * before, its @property rules after), and each utility rule with the class names its selector names.
 */
type Stylesheet = { head: string; rules: [classes: string[], css: string][]; tail: string };

/** Tailwind's rules for the classes in the landing and pricing pages' sources, minified; set by the build. */
declare const MARKETING_STYLES: Stylesheet;
/** The same for the shared portfolio's sources. */
declare const SHARED_PAGE_STYLES: Stylesheet;
/** public/icon.svg as a data: address; set by the build. */
declare const SITE_ICON: string;

const MARKETING = { landing: LandingDocument, pricing: PricingDocument };

/** Where the document's stylesheet goes, once its markup says which classes it uses. */
const STYLES = "/*styles*/";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** Every class name on the markup's elements, as written in the source. */
function classNames(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ""] of markup.matchAll(/ class="([^"]*)"/g)) {
    for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!).split(" ")) {
      if (name) names.add(name);
    }
  }
  return names;
}

/** The document with the rules of its own classes inlined where StaticDocument put STYLES. */
function html(document: ReactElement, styles: Stylesheet): string {
  const markup = renderToStaticMarkup(document);
  const used = classNames(markup);
  const rules = styles.rules.filter(([classes]) => classes.length === 0 || classes.some((name) => used.has(name)));
  const css = `${styles.head}@layer utilities{${rules.map(([, rule]) => rule).join("")}}${styles.tail}`;
  return `<!DOCTYPE html>${markup.replace(STYLES, () => css)}`;
}

export const renderPublicPage: PublicPageRenderer["renderPublicPage"] = (name, prices) => {
  const Document = MARKETING[name];
  return html(<Document css={STYLES} icon={SITE_ICON} prices={prices} />, MARKETING_STYLES);
};

export const renderSharedPage: PublicPageRenderer["renderSharedPage"] = (view) =>
  html(<SharedDocument css={STYLES} icon={SITE_ICON} view={view} />, SHARED_PAGE_STYLES);
