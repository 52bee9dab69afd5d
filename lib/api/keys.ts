// The TanStack Query keys, one factory per domain. Every key is a GET route's filled path (then an optional
// query object or a marker), so the default query function fetches it and invalidating a path refreshes every
// key under that path.
import type { QueryFilters } from "@tanstack/react-query";
import { routeKey } from "./client";
import { routePath } from "./define";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { billingRoutes } from "./routes/billing";
import { orgsRoutes } from "./routes/orgs";
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
  /** The LinkedIn badge's links (the route answers the image itself without `format=json`). */
  linkedinBadge: () => routeKey(sharingRoutes["GET /api/badges/linkedin"], undefined, { format: "json" }),
  insights: (days: number) => routeKey(sharingRoutes["GET /api/insights"], undefined, { days }),
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

/** Every query whose key's path is `path` or lies under it (an organisation's queries, say). */
export function underPath(path: string): QueryFilters {
  return {
    predicate: ({ queryKey: [first] }) => typeof first === "string" && (first === path || first.startsWith(`${path}/`)),
  };
}

const org = orgsRoutes;
type Query = Record<string, string | number | boolean | null | undefined>;

/** The team page and the talent search: each key is one of the organisation's routes. */
export const orgsKeys = {
  /** The list of the caller's organisations. */
  all: () => routeKey(org["GET /api/orgs"]),
  /** Every organisation query: the list and each organisation's own. */
  everything: () => underPath(org["GET /api/orgs"].path),
  /** Every query of one organisation. */
  org: (id: number) => underPath(routePath(org["GET /api/orgs/[id]"].path, { id })),
  members: (id: number) => routeKey(org["GET /api/orgs/[id]/members"], { id }),
  /** Every attestation list (the pending one included). */
  attestations: (id: number) => routeKey(org["GET /api/orgs/[id]/attestations"], { id }),
  pendingAttestations: (id: number) => routeKey(org["GET /api/orgs/[id]/attestations"], { id }, { status: "pending" }),
  /** The team view, all filters (with `filters`, one of them). */
  team: (id: number, filters?: Query) => routeKey(org["GET /api/orgs/[id]/team"], { id }, filters),
  benchmarks: (id: number) => routeKey(org["GET /api/orgs/[id]/benchmarks"], { id }),
  awards: (id: number) => routeKey(org["GET /api/orgs/[id]/awards"], { id }),
  invitations: (id: number) => routeKey(org["GET /api/orgs/[id]/invitations"], { id }),
  domains: (id: number) => routeKey(org["GET /api/orgs/[id]/domains"], { id }),
  audit: (id: number) => routeKey(org["GET /api/orgs/[id]/audit"], { id }),
  ats: (id: number) => routeKey(org["GET /api/orgs/[id]/ats"], { id }),
  talentSearch: (id: number, filters?: Query) => routeKey(org["GET /api/orgs/[id]/talent"], { id }, filters),
  talentCard: (id: number, profileId: string) =>
    routeKey(org["GET /api/orgs/[id]/talent/[profileId]"], { id, profileId }),
  talentRequests: (id: number) => routeKey(org["GET /api/orgs/[id]/talent/requests"], { id }),
};
