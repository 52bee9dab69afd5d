// SCIM 2.0 provisioning: the resources an identity provider sends (RFC 7643 User, enterprise extension, Group), the
// PATCH request (RFC 7644 §3.5.2), a list's query, and the organisation's token as the settings card shows it.
// Identity providers differ in spelling: booleans may come as "True"/"False" (Microsoft Entra), a manager as a plain
// id, an object or a list of one, and attributes they do not map may be null. Unknown attributes are kept (and ignored).
import { z } from "zod";
import { ENTERPRISE_USER_SCHEMA } from "@/lib/scim/urns";

/** true/false, also as the strings "true"/"false" in any case. */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i, "Must be true or false")
    .transform((v) => v.toLowerCase() === "true"),
]);

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);

/** A reference to another resource by its id: "12", 12, { value: "12" }, or a list of one of them. */
const reference: z.ZodType<unknown> = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.object({ value: z.union([z.string(), z.number(), z.null()]).optional() }).loose(),
  z.array(z.lazy(() => reference)).max(1, "Only one manager can be given"),
]);

const email = z
  .object({
    value: z.string().trim().max(254, "An e-mail address is at most 254 characters").nullish(),
    type: z.string().nullish(),
    primary: scimBoolean.nullish(),
  })
  .loose();

export const scimUserSchema = z
  .object({
    schemas: z.array(z.string()).optional(),
    userName: text(254).min(1, "userName is required"),
    externalId: optionalText(255),
    name: z
      .object({
        givenName: optionalText(100),
        familyName: optionalText(100),
        middleName: optionalText(100),
        formatted: optionalText(200),
      })
      .loose()
      .nullish(),
    displayName: optionalText(200),
    emails: z.array(email).max(20, "At most 20 e-mail addresses").nullish(),
    active: scimBoolean.nullish(),
    [ENTERPRISE_USER_SCHEMA]: z.object({ manager: reference.optional() }).loose().nullish(),
  })
  .loose();
export type ScimUserInput = z.infer<typeof scimUserSchema>;

const member = z.object({ value: z.union([z.string().trim().min(1), z.number()]).transform(String) }).loose();

/** Members of one group written at once: a push of a whole group stays within this. */
export const MAX_GROUP_MEMBERS_PER_WRITE = 1_000;

export const scimGroupSchema = z
  .object({
    schemas: z.array(z.string()).optional(),
    displayName: text(255).min(1, "displayName is required"),
    externalId: optionalText(255),
    members: z.array(member).max(MAX_GROUP_MEMBERS_PER_WRITE, "Too many members in one request").nullish(),
  })
  .loose();
export type ScimGroupInput = z.infer<typeof scimGroupSchema>;

export const scimPatchSchema = z
  .object({
    schemas: z.array(z.string()).optional(),
    Operations: z
      .array(
        z
          .object({
            // Checked (case ignored) where the operations are applied: an unknown op is an invalidSyntax error.
            op: z.string({ error: 'op must be "add", "remove" or "replace"' }),
            path: z.string().max(500).optional().nullable(),
            value: z.unknown().optional(),
          })
          .loose(),
      )
      .min(1, "Operations must list at least one operation")
      .max(MAX_GROUP_MEMBERS_PER_WRITE, "Too many operations in one request"),
  })
  .loose();
export type ScimPatchInput = z.infer<typeof scimPatchSchema>;

const wholeNumber = z
  .string()
  .regex(/^-?\d{1,9}$/, "Must be a whole number")
  .transform(Number);

/** The query of a list: a filter, 1-based paging, and the attributes to return or leave out. */
export const scimListQuerySchema = z
  .object({
    filter: z.string().optional(),
    startIndex: wholeNumber.optional(),
    count: wholeNumber.optional(),
    attributes: z.string().max(1_000).optional(),
    excludedAttributes: z.string().max(1_000).optional(),
  })
  .loose();

/** The attributes to return or leave out of one resource. */
export const scimResourceQuerySchema = scimListQuerySchema.pick({ attributes: true, excludedAttributes: true });

/** POST /api/orgs/{id}/scim/token: the token, shown this once. */
export type ScimTokenCreated = { token: string; baseUrl: string; createdAt: string };

/** GET /api/orgs/{id}/scim: the setup, never the token. */
export type ScimSetupView = {
  configured: boolean;
  baseUrl: string;
  /** When the current token was made. */
  createdAt: string | null;
  /** The account id of who made the current token, and their name. */
  lastRotatedBy: number | null;
  lastRotatedByName: string | null;
  /** The current token's last four characters. */
  tokenLast4: string | null;
};
