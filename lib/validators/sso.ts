// Single sign-on: an organisation's identity provider connection (SAML metadata, or an OIDC issuer with its client),
// the sign-in form's lookup and start, and what GET /api/orgs/{id}/sso answers. Shared by the team page's card, the
// sign-in form and the route handlers.
import { z } from "zod";
import { ASSIGNABLE_ROLES, type OrgRole } from "./org";

export const SSO_TYPES = ["saml", "oidc"] as const;
export type SsoTypeName = (typeof SSO_TYPES)[number];

export const SSO_TYPE_LABELS: Record<SsoTypeName, string> = { saml: "SAML 2.0", oidc: "OpenID Connect" };

/** Identity provider metadata is a few kilobytes; anything past this is not one provider's metadata. */
export const METADATA_XML_MAX = 100_000;

/** The label of the sign-in form's button, and the name the enforcement message gives it. */
export const SSO_BUTTON_LABEL = "Continue with SSO";

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .email("Please enter a valid email address")
  .max(254, "Please enter a valid email address");

const common = {
  enforce: z.boolean({ error: "Enforce is true or false" }).optional().default(false),
  defaultRole: z
    .enum(ASSIGNABLE_ROLES, { error: "Choose admin, manager, seller or recruiter" })
    .optional()
    .default("seller"),
};

const secretText = (missing: string, what: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${what} is at most ${max} characters`)
    .regex(/^[\x21-\x7e]+$/, `${what} has no spaces or special characters`);

/**
 * POST /api/orgs/{id}/sso: `{ type: "saml", metadataXml }` (the identity provider's metadata: entity id, SSO URL,
 * signing certificate) or `{ type: "oidc", issuer, clientId, clientSecret }`, each with `enforce` (default false)
 * and `defaultRole` (default seller).
 */
export const ssoConnectionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("saml"),
      metadataXml: z
        .string({ error: "Paste the identity provider's metadata XML" })
        .trim()
        .min(1, "Paste the identity provider's metadata XML")
        .max(METADATA_XML_MAX, `The metadata is at most ${METADATA_XML_MAX / 1000} KB`),
      ...common,
    }),
    z.object({
      type: z.literal("oidc"),
      issuer: z
        .string({ error: "Enter the issuer URL" })
        .trim()
        .min(1, "Enter the issuer URL")
        .max(500, "The issuer URL is at most 500 characters")
        .url("Enter the issuer as a full https:// address"),
      clientId: secretText("Enter the client id", "A client id", 255),
      clientSecret: secretText("Enter the client secret", "A client secret", 500),
      ...common,
    }),
  ],
  { error: 'Choose the type: "saml" or "oidc"' },
);
export type SsoConnectionInput = z.input<typeof ssoConnectionSchema>;
export type SsoConnection = z.output<typeof ssoConnectionSchema>;

/** POST /api/auth/sso/start: the address to sign in with and, optionally, the page to go on to (a path here). */
export const ssoStartSchema = z.object({
  email,
  next: z.string().max(500).optional(),
});
export type SsoStartInput = z.infer<typeof ssoStartSchema>;

/** GET /api/auth/sso?email=: whether the address's domain signs in through its organisation's identity provider. */
export const ssoLookupSchema = z.object({ email });

/** What an admin pastes into the identity provider: this app's side of the connection. */
export type SsoServiceProvider = {
  /** SAML: the SP entity id (the audience of the assertions). */
  entityId: string;
  /** SAML: the Assertion Consumer Service URL (HTTP-POST binding). */
  acsUrl: string;
  /** SAML: this organisation's SP metadata. */
  metadataUrl: string;
  /** OIDC: the redirect URI to register with the client. */
  redirectUri: string;
};

/** GET /api/orgs/{id}/sso: the connection without any secret, and the service provider details. */
export type SsoConnectionView = {
  serviceProvider: SsoServiceProvider;
  connection:
    | null
    | ({
        type: SsoTypeName;
        enforce: boolean;
        defaultRole: OrgRole;
        configuredBy: { id: number; name: string } | null;
        createdAt: string;
        updatedAt: string;
      } & (
        | {
            type: "saml";
            idpEntityId: string;
            ssoUrl: string;
            certificates: { subject: string; expiresAt: string }[];
            /** The metadata as it was pasted (public: it is the identity provider's). */
            metadataXml: string;
          }
        | { type: "oidc"; issuer: string; clientId: string; clientSecretLast4: string }
      ));
};

/** The codes the sign-in page is sent back with when a single sign-on failed, and what it says for each. */
export const SSO_ERROR_MESSAGES = {
  malformed: "The identity provider's answer could not be read. Please try again.",
  refused: "The identity provider's answer could not be verified. Please start the sign-in again.",
  seats: "Your organisation has no free seat for you. Ask its admin to free one, then sign in again.",
  domain: "Your address is not at one of your organisation's verified domains.",
  failed: "Single sign-on did not complete. Please try again.",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;
