import fs from "node:fs";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { PUBLIC_PAGE_CACHE } from "./lib/http-cache";

function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    // Next's inline bootstrap scripts need 'unsafe-inline'; the dev server also evaluates code.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // https: deal cards show client logos from the address the rep gave.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** What every answer carries, page or API call. */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // Browsers honour HSTS only on https responses and ignore it over plain http (localhost), so it is always sent: a
  // deployment behind https gets it without a setting to forget.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/** The API's answers are JSON and downloads: nothing in them may load, run or be framed. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The files the server loads by a path made at run time (.workers/: the worker pools' bundles and the public pages'
 * renderer, with the packages they import), which the framework's tracing cannot find. `npm run build` lists them
 * first (scripts/build-workers.mjs --trace), and every route ships them on a serverless deployment.
 */
function runTimeFiles(phase: string): string[] {
  const list = ".workers/trace.json";
  if (fs.existsSync(list)) return JSON.parse(fs.readFileSync(list, "utf8")) as string[];
  if (phase === PHASE_PRODUCTION_BUILD) throw new Error(`${list} is missing: build with npm run build`);
  return [];
}

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    poweredByHeader: false,
    outputFileTracingIncludes: { "/**": runTimeFiles(phase) },
    // forbidden(): the admin pages answer 403 to signed-in users without the admin role.
    // proxyClientMaxBodySize: the proxy (proxy.ts) matches pages only, never /api, so API bodies stream straight
    // to their route's reader (lib/server/read-body.ts). The one body the proxy reads is a share page's password
    // form: Next buffers what the proxy may read, so that buffer stays small.
    // The stylesheet is a linked file, not inlined: inlined, the framework sent its 65 kB three times in every page
    // (once in <head>, twice more in the inline payload), 211 kB of a shared page's 300 kB budget
    // (docs/performance.md, "A rep with 500 items").
    experimental: { authInterrupts: true, proxyClientMaxBodySize: "64kb" },
    // Metadata goes in <head> for every visitor, not streamed into <body> after the page: link previews (og:, twitter:)
    // are read from the HTML by crawlers that run no script, and the shared page waits for its data anyway.
    htmlLimitedBots: /.*/,
    // The OCR packages (a native canvas, tesseract's wasm with its own worker thread and model files) only run in the
    // import worker, but the upload route imports the reader modules: they stay out of the route's bundle.
    serverExternalPackages: [
      "@electric-sql/pglite",
      "@node-rs/argon2",
      "pg",
      "@napi-rs/canvas",
      "tesseract.js",
      "@tesseract.js-data/eng",
      // The Verifiable Credentials stack (JSON-LD, RDF canonicalisation, Ed25519) runs as Node loads it.
      "@digitalbazaar/vc",
      "@digitalbazaar/data-integrity",
      "@digitalbazaar/eddsa-rdfc-2022-cryptosuite",
      "@digitalbazaar/ed25519-multikey",
      "@digitalbazaar/vc-bitstring-status-list",
      "jsonld",
      "jsonld-signatures",
      "rdf-canonize",
      // The worker pools: piscina starts its own worker script from its package folder, so it runs as Node loads it.
      "piscina",
    ],
    // The framework compiles a header value containing ":" as a path pattern on every request (for parameter
    // substitution): the pages' policy names schemes (data:, https:), so it is sent on pages only, and the API, whose
    // answers are data and downloads that load nothing, gets a policy without schemes that forbids everything.
    // Each rule whose source matches costs every request its parameters' decoding, so a request matches one rule
    // with everything it gets (two on /pricing and /p/).
    async headers() {
      return [
        {
          source: "/:path((?!api/).*)",
          headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(dev) }, ...SECURITY_HEADERS],
        },
        {
          source: "/api/:path*",
          headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }, ...SECURITY_HEADERS],
        },
        // Pricing is the same for everyone (the landing page is too, but only without a session: proxy.ts decides).
        { source: "/pricing", headers: [{ key: "Cache-Control", value: PUBLIC_PAGE_CACHE }] },
        // A shared portfolio's address is the key to it: no Referer hands it to the sites a visitor goes on to.
        { source: "/p/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      ];
    },
  };
}
