// The talent network's inputs, shared by the /talent and /team/talent forms and the route handlers.
import { z } from "zod";
import { TALENT_ATTAINMENT_FLOORS, TALENT_SEGMENTS, TALENT_WORK_MODES } from "@/lib/talent";
import { optionalText } from "./common";

/** Words a recruiter reads before any contact: no address or link may slip through them. */
const noContactDetails = (value: string | null) =>
  value === null || !/[^\s@]+@[^\s@]+\.[^\s@]+|https?:\/\/|www\.|\b[a-z0-9-]+\.(com|io|net|org|co)\b/i.test(value);
const CONTACT_MESSAGE = "Leave out e-mail addresses and links: recruiters get your contact only when you accept";

/**
 * Pay never enters the network (pay-history bans): not in the rep's own words either. "Payroll" and "pay" alone stay
 * allowed: reps sell payroll software and pay-per-use plans.
 */
const noPay = (value: string | null) =>
  value === null ||
  !/\b(ote|on[- ]target earnings?|commissions?|salar(y|ies)|compensation|comp|w-?2|bonus(es)?|earnings?|wages?|base pay|pay (range|expectations?))\b/i.test(
    value,
  );
/** A NUL character cannot be stored or searched (PostgreSQL text refuses it): refused with the other bad input. */
const noNul = (value: string | null | undefined) => value == null || !value.includes("\u0000");
const NUL_MESSAGE = "Remove the control characters from this text";

const PAY_MESSAGE = "Leave out pay (OTE, salary, commission): the talent network never shows pay";

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) =>
    v
      .replace(/^@/, "")
      .replace(/^https?:\/\//, "")
      .replace(/^www\./, "")
      .replace(/\/.*$/, ""),
  )
  .pipe(
    z
      .string()
      .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "Enter a domain such as acme.com"),
  );

const shortList = (item: z.ZodType<string>, max: number, what: string) =>
  z
    .array(item)
    .max(max, `Choose at most ${max} ${what}`)
    .default([])
    .transform((list) => [...new Set(list)]);

/** PUT /api/talent/profile: the rep's listing. Turning `listed` on needs `consent: true` (checked by the server). */
export const talentProfileSchema = z.object({
  listed: z.boolean({ error: "Say whether you want to be listed" }),
  consent: z.boolean().optional(),
  headline: optionalText(140)
    .refine(noNul, NUL_MESSAGE)
    .refine(noContactDetails, CONTACT_MESSAGE)
    .refine(noPay, PAY_MESSAGE),
  location: optionalText(100).refine(noNul, NUL_MESSAGE).refine(noContactDetails, CONTACT_MESSAGE),
  segments: shortList(
    z.enum(TALENT_SEGMENTS, { error: "Choose SMB, mid-market, enterprise or strategic" }),
    4,
    "segments",
  ),
  openTo: shortList(
    z
      .string()
      .trim()
      .min(1)
      .max(60, "Each role title: at most 60 characters")
      .refine(noNul, NUL_MESSAGE)
      .refine(noContactDetails, CONTACT_MESSAGE)
      .refine(noPay, PAY_MESSAGE),
    8,
    "role titles",
  ),
  workModes: shortList(z.enum(TALENT_WORK_MODES, { error: "Choose remote, hybrid or on-site" }), 3, "work modes"),
  blockedDomains: shortList(domain, 25, "domains"),
});
export type TalentProfileInput = z.input<typeof talentProfileSchema>;

const FLOORS_MESSAGE = `Choose a minimum attainment of ${TALENT_ATTAINMENT_FLOORS.slice(0, -1).join(", ")} or ${TALENT_ATTAINMENT_FLOORS.at(-1)}%`;

/** GET /api/orgs/{id}/talent: the recruiter's filters (query string). */
export const talentSearchSchema = z.object({
  q: z.string().trim().max(100, "Search: at most 100 characters").refine(noNul, NUL_MESSAGE).optional().default(""),
  segment: z
    .enum(TALENT_SEGMENTS, { error: "Unknown segment" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // An empty field means no minimum (coercing "" would give 0 and hide every rep without a verified period).
  minAttainment: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: "Minimum attainment must be a number" })
      .refine((n) => TALENT_ATTAINMENT_FLOORS.includes(n), FLOORS_MESSAGE)
      .optional(),
  ),
  location: z.string().trim().max(100).refine(noNul, NUL_MESSAGE).optional().default(""),
  cursor: z.string().max(200).optional(),
});

/** POST /api/orgs/{id}/talent/{profileId}/contact */
export const talentContactSchema = z.object({
  message: z
    .string({ error: "Write a message" })
    .trim()
    .min(20, "Write at least 20 characters: say who you are and the role")
    .max(2000, "At most 2000 characters")
    .refine(noNul, NUL_MESSAGE),
});

/** POST /api/talent/requests/{rid}/accept: the address the rep wants to be reached at (their account's by default). */
export const talentAcceptSchema = z.object({
  contactEmail: z.string().trim().email("Enter a valid e-mail address").max(254).optional(),
});
