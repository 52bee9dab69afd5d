// The TanStack Query keys, one factory per domain. Every key is a GET route's filled path (then an optional
// query object or a marker), so the default query function fetches it and invalidating a path refreshes every
// key under that path.
import type { QueryKey } from "@tanstack/react-query";
import { routeKey } from "./client";
import type { ApiRoutes, RouteKey } from "./routes";

/** A list route by its key, with its path. */
function listRoute<K extends RouteKey>(key: K): { key: K; path: ApiRoutes[K]["path"] } {
  return { key, path: key.slice(key.indexOf(" ") + 1) as ApiRoutes[K]["path"] };
}

/** The six content types' list routes, by the name the client code uses. */
export const PORTFOLIO_LISTS = {
  achievements: listRoute("GET /api/achievements"),
  quotaRecords: listRoute("GET /api/quota-records"),
  experiences: listRoute("GET /api/experiences"),
  dealHighlights: listRoute("GET /api/deal-highlights"),
  executiveCircle: listRoute("GET /api/executive-circle"),
  references: listRoute("GET /api/references"),
} as const;

export type PortfolioList = keyof typeof PORTFOLIO_LISTS;
export type PortfolioListPath = (typeof PORTFOLIO_LISTS)[PortfolioList]["path"];

export const portfolioKeys = {
  /** A content type's whole list. */
  list: (path: PortfolioListPath) => [path] as const,
  /** The same list loaded page by page (under the list's key, so refreshing the list reloads the pages). */
  pages: (path: PortfolioListPath) => [path, "pages"] as const,
  aboutMe: () => routeKey("GET /api/about-me"),
  templates: () => routeKey("GET /api/templates"),
  recordHistory: (id: number) => routeKey("GET /api/quota-records/[id]/history", { id }),
};

export const signingKeys = {
  requests: () => routeKey("GET /api/signing-requests"),
};

export const sharingKeys = {
  links: () => routeKey("GET /api/share-links"),
  credentials: () => routeKey("GET /api/credentials"),
};

export const accountKeys = {
  me: () => routeKey("GET /api/auth/me"),
  sessions: () => routeKey("GET /api/auth/sessions"),
  workEmails: () => routeKey("GET /api/account/work-emails"),
};

export const adminKeys = {
  queueCounts: () => routeKey("GET /api/admin/queue-counts"),
  reviews: () => routeKey("GET /api/admin/reviews"),
  upgradeRequests: () => routeKey("GET /api/admin/upgrade-requests"),
};

export const billingKeys = {
  summary: () => routeKey("GET /api/billing"),
  upgradeRequests: () => routeKey("GET /api/upgrade-requests"),
};

export const talentKeys = {
  profile: () => routeKey("GET /api/talent/profile"),
  requests: () => routeKey("GET /api/talent/requests"),
  views: () => routeKey("GET /api/talent/views"),
};

/** The team page: every key starts with "orgs" (then the organisation's id), so a write refreshes what it touched. */
export const orgsKeys = {
  all: () => ["orgs"] as const,
  org: (orgId: number, ...rest: string[]): QueryKey => ["orgs", orgId, ...rest],
  members: (orgId: number) => orgsKeys.org(orgId, "members"),
  pendingAttestations: (orgId: number) => orgsKeys.org(orgId, "attestations"),
};
