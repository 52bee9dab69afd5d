// The organisation API's answers as the browser receives them (JSON: dates are strings). Derived from the server's
// own types (type-only imports, erased from the bundle) so the two cannot drift apart.
import type { AttestationView } from "@/lib/server/data/orgs/attestations";
import type { AwardView } from "@/lib/server/data/orgs/awards";
import type { OrgDomainView } from "@/lib/server/data/orgs/domains";
import type { InvitationView } from "@/lib/server/data/orgs/invitations";
import type { MemberView, OrgView } from "@/lib/server/data/orgs/orgs";
import type { Benchmark, BenchmarksAnswer } from "@/lib/server/data/orgs/benchmarks";
import type { TeamMember, TeamPage, TeamRecord, TeamTotals } from "@/lib/server/data/orgs/team";
import type { ASSIGNABLE_ROLES, OrgRole } from "@/lib/validators/org";

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type { Benchmark, BenchmarksAnswer, OrgRole, TeamMember, TeamPage, TeamRecord, TeamTotals };
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** What the team page needs of an organisation (the page hands the server's list in, the query refreshes it). */
export type OrgSummary = Pick<
  OrgView,
  | "id"
  | "name"
  | "tier"
  | "seats"
  | "logoUrl"
  | "brandColor"
  | "role"
  | "memberCount"
  | "showBranding"
  | "domainVerified"
  | "vetted"
>;

export type Member = Jsonify<MemberView>;
export type Invitation = Jsonify<InvitationView>;
export type Award = Jsonify<AwardView>;
export type OrgDomain = Jsonify<OrgDomainView>;

export type Attestation = Jsonify<AttestationView>;

export type AuditEntry = {
  id: number;
  /** The entry's place in the organisation's hash chain (null only before the migration chained it). */
  seq: number | null;
  action: string;
  actor: string | null;
  actorId: number | null;
  target: string | null;
  targetUserId: number | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

const ADMIN: readonly OrgRole[] = ["owner", "admin"];
const TEAM: readonly OrgRole[] = ["owner", "admin", "manager"];

/** Owners and admins run the organisation: members, invitations, branding, the audit trail. */
export const isAdminRole = (role: OrgRole) => ADMIN.includes(role);
/** Owners, admins and managers see team figures, decide attestations and give awards. */
export const isTeamRole = (role: OrgRole) => TEAM.includes(role);

const TALENT: readonly OrgRole[] = ["owner", "admin", "recruiter"];
/** Owners, admins and recruiters search the talent network (on Enterprise). */
export const isTalentRole = (role: OrgRole) => TALENT.includes(role);

/** "Q3 2025" for a quarter, "2025" for a whole year. */
export const periodLabel = (year: number, quarter: number | null) => (quarter ? `Q${quarter} ${year}` : String(year));
