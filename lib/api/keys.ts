// The TanStack Query keys, one factory per domain. Every key is a GET route's filled path (then an optional
// query object or a marker), so the default query function fetches it and invalidating a path refreshes every
// key under that path.
import type { QueryFilters } from "@tanstack/react-query";
import { routeKey } from "./client";
import type { ApiRoutes, RouteKey } from "./routes";
import { routePath } from "./define";

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
  /** The employers' records in the rep's book, shown or declined (the quota list holds them too). */
  employerRecords: () => routeKey("GET /api/employer-records"),
};

export const signingKeys = {
  requests: () => routeKey("GET /api/signing-requests"),
};

export const sharingKeys = {
  links: () => routeKey("GET /api/share-links"),
  credentials: () => routeKey("GET /api/credentials"),
  /** The LinkedIn badge's links (the route answers the image itself without `format=json`). */
  linkedinBadge: () => routeKey("GET /api/badges/linkedin", undefined, { format: "json" }),
  insights: (days: number) => routeKey("GET /api/insights", undefined, { days }),
};

export const integrationKeys = {
  /** The CRMs and the rep's connection to each. */
  all: () => routeKey("GET /api/integrations"),
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

/** Every query whose key's path is `path` or lies under it (an organisation's queries, say). */
export function underPath(path: string): QueryFilters {
  return {
    predicate: ({ queryKey: [first] }) => typeof first === "string" && (first === path || first.startsWith(`${path}/`)),
  };
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** The team page and the talent search: each key is one of the organisation's routes. */
export const orgsKeys = {
  /** The list of the caller's organisations. */
  all: () => routeKey("GET /api/orgs"),
  /** Every organisation query: the list and each organisation's own. */
  everything: () => underPath("/api/orgs"),
  /** Every query of one organisation. */
  org: (id: number) => underPath(routePath("/api/orgs/[id]", { id })),
  members: (id: number) => routeKey("GET /api/orgs/[id]/members", { id }),
  /** Every attestation list (the pending one included). */
  attestations: (id: number) => routeKey("GET /api/orgs/[id]/attestations", { id }),
  pendingAttestations: (id: number) => routeKey("GET /api/orgs/[id]/attestations", { id }, { status: "pending" }),
  /** The team view, all filters (with `filters`, one of them). */
  team: (id: number, filters?: Query) => routeKey("GET /api/orgs/[id]/team", { id }, filters),
  benchmarks: (id: number) => routeKey("GET /api/orgs/[id]/benchmarks", { id }),
  awards: (id: number) => routeKey("GET /api/orgs/[id]/awards", { id }),
  invitations: (id: number) => routeKey("GET /api/orgs/[id]/invitations", { id }),
  domains: (id: number) => routeKey("GET /api/orgs/[id]/domains", { id }),
  audit: (id: number) => routeKey("GET /api/orgs/[id]/audit", { id }),
  /** Where the organisation's audit events are delivered and how delivery stands. */
  auditWebhook: (id: number) => routeKey("GET /api/orgs/[id]/audit/webhook", { id }),
  ats: (id: number) => routeKey("GET /api/orgs/[id]/ats", { id }),
  /** The organisation's CRM connections, their last sync and who the sync could not match. */
  crm: (id: number) => routeKey("GET /api/orgs/[id]/crm", { id }),
  /** The synced figures for sign-off: every filter (with `filters`, one of them). */
  crmAttainment: (id: number, filters?: Query) => routeKey("GET /api/orgs/[id]/crm/attainment", { id }, filters),
  talentSearch: (id: number, filters?: Query) => routeKey("GET /api/orgs/[id]/talent", { id }, filters),
  talentCard: (id: number, profileId: string) => routeKey("GET /api/orgs/[id]/talent/[profileId]", { id, profileId }),
  talentRequests: (id: number) => routeKey("GET /api/orgs/[id]/talent/requests", { id }),
  recognitionRules: (id: number) => routeKey("GET /api/orgs/[id]/recognition-rules", { id }),
  /** The recognition feed loaded page by page (the pages live under the route's key). */
  recognitionFeed: (id: number) => routeKey("GET /api/orgs/[id]/recognition-feed", { id }),
  contests: (id: number) => routeKey("GET /api/orgs/[id]/contests", { id }),
  contestLeaderboard: (id: number, contestId: number) =>
    routeKey("GET /api/orgs/[id]/contests/[contestId]/leaderboard", { id, contestId }),
  recognitionPreferences: (id: number) => routeKey("GET /api/orgs/[id]/recognition-preferences", { id }),
  slack: (id: number) => routeKey("GET /api/orgs/[id]/integrations/slack", { id }),
  /** The organisation's SCIM provisioning setup (never its token). */
  scim: (id: number) => routeKey("GET /api/orgs/[id]/scim", { id }),
  /** The organisation's single sign-on connection and its service provider details. */
  sso: (id: number) => routeKey("GET /api/orgs/[id]/sso", { id }),
};

/** What colleagues said of the signed-in rep: the kudos they received, in every organisation. */
export const kudosKeys = {
  received: () => routeKey("GET /api/kudos"),
};
