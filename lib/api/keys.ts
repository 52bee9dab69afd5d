// The TanStack Query keys, one factory per domain. Every key is a GET route's filled path (then an optional
// query object or a marker), so the default query function fetches it and invalidating a path refreshes every
// key under that path.
import type { QueryKey } from "@tanstack/react-query";
import { routeKey } from "./client";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { billingRoutes } from "./routes/billing";
import { portfolioRoutes } from "./routes/portfolio";
import { sharingRoutes } from "./routes/sharing";
import { talentRoutes } from "./routes/talent";

/** The six content types' list routes, by the name the client code uses. */
export const PORTFOLIO_LISTS = {
  achievements: portfolioRoutes["GET /api/achievements"],
  quotaRecords: portfolioRoutes["GET /api/quota-records"],
  experiences: portfolioRoutes["GET /api/experiences"],
  dealHighlights: portfolioRoutes["GET /api/deal-highlights"],
  executiveCircle: portfolioRoutes["GET /api/executive-circle"],
  references: portfolioRoutes["GET /api/references"],
} as const;

export type PortfolioList = keyof typeof PORTFOLIO_LISTS;
export type PortfolioListPath = (typeof PORTFOLIO_LISTS)[PortfolioList]["path"];

export const portfolioKeys = {
  /** A content type's whole list. */
  list: (path: PortfolioListPath) => [path] as const,
  /** The same list loaded page by page (under the list's key, so refreshing the list reloads the pages). */
  pages: (path: PortfolioListPath) => [path, "pages"] as const,
  aboutMe: () => routeKey(portfolioRoutes["GET /api/about-me"]),
  templates: () => routeKey(portfolioRoutes["GET /api/templates"]),
  recordHistory: (id: number) => routeKey(portfolioRoutes["GET /api/quota-records/[id]/history"], { id }),
};

export const signingKeys = {
  requests: () => routeKey(sharingRoutes["GET /api/signing-requests"]),
};

export const sharingKeys = {
  links: () => routeKey(sharingRoutes["GET /api/share-links"]),
  credentials: () => routeKey(sharingRoutes["GET /api/credentials"]),
};

export const accountKeys = {
  me: () => routeKey(accountRoutes["GET /api/auth/me"]),
  sessions: () => routeKey(accountRoutes["GET /api/auth/sessions"]),
  workEmails: () => routeKey(accountRoutes["GET /api/account/work-emails"]),
};

export const adminKeys = {
  queueCounts: () => routeKey(adminRoutes["GET /api/admin/queue-counts"]),
  reviews: () => routeKey(adminRoutes["GET /api/admin/reviews"]),
  upgradeRequests: () => routeKey(adminRoutes["GET /api/admin/upgrade-requests"]),
};

export const billingKeys = {
  summary: () => routeKey(billingRoutes["GET /api/billing"]),
  upgradeRequests: () => routeKey(billingRoutes["GET /api/upgrade-requests"]),
};

export const talentKeys = {
  profile: () => routeKey(talentRoutes["GET /api/talent/profile"]),
  requests: () => routeKey(talentRoutes["GET /api/talent/requests"]),
  views: () => routeKey(talentRoutes["GET /api/talent/views"]),
};

/** The team page: every key starts with "orgs" (then the organisation's id), so a write refreshes what it touched. */
export const orgsKeys = {
  all: () => ["orgs"] as const,
  org: (orgId: number, ...rest: string[]): QueryKey => ["orgs", orgId, ...rest],
  members: (orgId: number) => orgsKeys.org(orgId, "members"),
  pendingAttestations: (orgId: number) => orgsKeys.org(orgId, "attestations"),
};
