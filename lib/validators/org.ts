// Organisations: the shapes of every organisation call, shared by the team pages' forms and the route handlers.
import { z } from "zod";
import { ORG_TIERS } from "@/lib/plan-tiers";
import { isoDate, optionalHttpsUrl, requiredText } from "./common";

export const ORG_ROLES = ["owner", "admin", "manager", "seller", "recruiter"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** Roles an invitation or a role change can give: there is one owner, the creator. */
export const ASSIGNABLE_ROLES = ["admin", "manager", "seller", "recruiter"] as const;

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  seller: "Seller",
  recruiter: "Recruiter",
};

const orgName = requiredText("Organisation name is required", 120);

export const createOrgSchema = z.object({ name: orgName });

const brandColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Enter the colour as #RRGGBB")
  .transform((v) => v.toLowerCase())
  .nullish()
  .or(z.literal("").transform(() => null));

export const updateOrgSchema = z
  .object({
    name: orgName.optional(),
    logoUrl: optionalHttpsUrl("Please enter a valid logo URL"),
    brandColor,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

export type UpdateOrgInput = z.infer<typeof updateOrgSchema>;

export const MAX_SEATS = 100_000;

export const orgPlanSchema = z.object({
  tier: z.enum(ORG_TIERS, { error: 'The plan must be "enterprise" (or "team" to end it)' }),
  seats: z
    .number({ error: "Seats must be a whole number" })
    .int("Seats must be a whole number")
    .min(1, "Seats must be at least 1")
    .max(MAX_SEATS, `Seats must be at most ${MAX_SEATS}`),
});

export const invitationSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .email("Please enter a valid email address")
    .max(254),
  role: z.enum(ASSIGNABLE_ROLES, { error: "Choose a role: admin, manager, seller or recruiter" }),
});

export type InvitationInput = z.infer<typeof invitationSchema>;

const userId = z.number({ error: "Choose a member" }).int().positive("Choose a member");

/** An admin sets role, manager and segment; a member may only set their own branding choice. */
export const memberUpdateSchema = z
  .object({
    role: z.enum(ASSIGNABLE_ROLES, { error: "Choose a role: admin, manager, seller or recruiter" }),
    managerId: userId.nullable(),
    segment: z
      .string()
      .trim()
      .max(60, "Segment must be at most 60 characters")
      .nullable()
      .transform((v) => (v ? v : null)),
    showBranding: z.boolean({ error: "showBranding must be true or false" }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const attestationRequestSchema = z.object({
  quotaRecordId: z.number({ error: "Choose a quota record" }).int().positive("Choose a quota record"),
});

export const declineSchema = z.object({
  reason: requiredText("Please say why you decline", 1000),
});

export const awardSchema = z.object({
  userId,
  title: requiredText("Award title is required", 200),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(5000, "Description must be at most 5000 characters"),
  date: isoDate("Please enter a valid date").optional(),
});

export type AwardInput = z.infer<typeof awardSchema>;

/** A domain name as DNS writes it: lower case, labels of letters, digits and inner hyphens, a letter TLD. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const orgDomainSchema = z.object({
  domain: z
    .string({ error: "Enter your company's domain, e.g. acme.com" })
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/^@/, "").replace(/\.$/, ""))
    .pipe(z.string().regex(DOMAIN_PATTERN, "Enter a domain name such as acme.com (no https:// and no path)")),
});

export type OrgDomainInput = z.infer<typeof orgDomainSchema>;

/** The operator renames an organisation (after vetting, only the operator can). */
export const operatorOrgSchema = z.object({ name: orgName });

/** Team view pages: 50 members unless asked, never more than 200 in one answer. */
export const TEAM_PAGE_DEFAULT = 50;
export const TEAM_PAGE_MAX = 200;
/** name: A to Z (the default); attainment: average attainment of the member's records, highest first. */
export const TEAM_SORTS = ["name", "attainment"] as const;
/** Members with at least one record in this state (attested records are verified ones an organisation attested). */
export const TEAM_VERIFICATION_FILTERS = ["verified", "attested", "pending", "unverified"] as const;

// An empty query parameter (a form's "All") means no filter.
const emptyAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/orgs/{id}/team: one page of the team, filtered and sorted. */
export const teamQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit: at least 1")
      .max(TEAM_PAGE_MAX, `Limit: at most ${TEAM_PAGE_MAX} members a page`)
      .default(TEAM_PAGE_DEFAULT),
  ),
  cursor: z.preprocess(emptyAsAbsent, z.string().max(300, "This page link is no longer valid").optional()),
  managerId: z.preprocess(
    emptyAsAbsent,
    z.coerce.number({ error: "Unknown manager" }).int("Unknown manager").positive("Unknown manager").optional(),
  ),
  segment: z.preprocess(emptyAsAbsent, z.string().trim().max(60, "Segment: at most 60 characters").optional()),
  verification: z.preprocess(
    emptyAsAbsent,
    z.enum(TEAM_VERIFICATION_FILTERS, { error: "Verification: verified, attested, pending or unverified" }).optional(),
  ),
  sort: z.preprocess(emptyAsAbsent, z.enum(TEAM_SORTS, { error: "Sort: name or attainment" }).default("name")),
});

export type TeamQuery = z.infer<typeof teamQuerySchema>;
