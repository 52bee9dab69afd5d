// The query keys of the dashboard's and the team page's data, in a module both sides import: the hooks read these
// keys in the browser, and the server fills the same keys for the first render (a client module's exports are only
// references there).
import type { QueryKey } from "@tanstack/react-query";

/** The portfolio's lists, each keyed by its API path. */
export const PORTFOLIO_PATHS = {
  achievements: "/api/achievements",
  quotaRecords: "/api/quota-records",
  experiences: "/api/experiences",
  dealHighlights: "/api/deal-highlights",
  executiveCircle: "/api/executive-circle",
  references: "/api/references",
} as const;

export type PortfolioPath = (typeof PORTFOLIO_PATHS)[keyof typeof PORTFOLIO_PATHS];

/** About Me is one row per user: POST saves it (an upsert) and GET answers that row or null. */
export const ABOUT_ME_PATH = "/api/about-me";

export const CURRENT_USER_QUERY_KEY = ["/api/auth/me"] as const;

/** A list shown page by page (the tabs): its key starts with the API path, so a refresh of that path reloads it. */
export const pagesKey = (path: PortfolioPath) => [path, "pages"] as const;

/** The team page: every key starts with "orgs" (then the organisation's id), so a write refreshes what it touched. */
export const ORGS_KEY = ["orgs"] as const;
export const orgKey = (orgId: number, ...rest: string[]): QueryKey => ["orgs", orgId, ...rest];
export const membersKey = (orgId: number) => orgKey(orgId, "members");
export const pendingAttestationsKey = (orgId: number) => orgKey(orgId, "attestations");
