// The applicant tracking system hand-off: an organisation's ATS settings and a portfolio sent to it as a candidate.
// Shared by the organisation settings form, the send dialog and the route handlers.
import { z } from "zod";
import { requiredText } from "./common";

export const ATS_PROVIDERS = ["greenhouse", "lever"] as const;
export type AtsProviderName = (typeof ATS_PROVIDERS)[number];

export const ATS_PROVIDER_LABELS: Record<AtsProviderName, string> = { greenhouse: "Greenhouse", lever: "Lever" };

/** What the provider calls the user hand-offs are recorded as. */
export const ATS_ACTING_USER_LABELS: Record<AtsProviderName, string> = {
  greenhouse: "On-Behalf-Of user id",
  lever: "perform_as user id",
};

/** What the organisation's saved secret is, in the provider's words. */
export const ATS_CREDENTIAL_LABELS: Record<AtsProviderName, string> = {
  greenhouse: "Harvest v3 client id and secret",
  lever: "API key",
};

const secret = (missing: string, what: string) =>
  requiredText(missing, 200).regex(/^[\x21-\x7e]+$/, `${what} has no spaces or special characters`);

const actingUser = requiredText("Enter the user id the hand-offs are recorded as", 100).regex(
  /^[A-Za-z0-9_-]+$/,
  "A user id has letters, digits, dashes and underscores only",
);

/**
 * PUT /api/orgs/{id}/ats. Greenhouse (Harvest v3): the client id and secret of a "Harvest V3 (OAuth)" credential
 * from its Dev Center, and the numeric id of the Greenhouse user its tokens are issued for. Lever: an API key and
 * the perform_as user id.
 */
export const atsSettingsSchema = z.discriminatedUnion(
  "provider",
  [
    z.object({
      provider: z.literal("greenhouse"),
      clientId: secret("Enter the client id", "A client id"),
      clientSecret: secret("Enter the client secret", "A client secret"),
      onBehalfOf: actingUser.regex(
        /^\d+$/,
        "A Greenhouse user id is a number: the one in the address of the user's page",
      ),
    }),
    z.object({
      provider: z.literal("lever"),
      apiKey: secret("Enter the API key", "An API key"),
      onBehalfOf: actingUser,
    }),
  ],
  { error: "Choose Greenhouse or Lever" },
);
export type AtsSettingsInput = z.infer<typeof atsSettingsSchema>;

/**
 * GET /api/orgs/{id}/ats: no secret is ever answered. Owners and admins see the settings (Greenhouse: its client
 * id; the secret's last four characters); recruiters only which ATS is set up (for the "Send to Greenhouse"
 * button). `needsCredentials` with its `message`: a Greenhouse connection saved with a Harvest API key, which
 * Greenhouse retired, waits for its admin to enter Harvest v3 credentials once.
 */
export type AtsSettingsView =
  | { configured: false }
  | {
      configured: true;
      provider: AtsProviderName;
      onBehalfOf?: string;
      clientId?: string;
      keyLast4?: string;
      updatedAt?: string;
      needsCredentials?: true;
      message?: string;
    };

export const atsCandidateSchema = z.object({
  shareUrl: z.string({ error: "Paste the portfolio's share link" }).trim().url("Paste the portfolio's share link"),
  candidate: z.object(
    {
      firstName: requiredText("Enter the candidate's first name", 100),
      lastName: requiredText("Enter the candidate's last name", 100),
      email: z
        .string({ error: "Enter the candidate's e-mail address" })
        .trim()
        .toLowerCase()
        .email("Enter the candidate's e-mail address")
        .max(254, "Enter the candidate's e-mail address"),
    },
    { error: "Enter the candidate's name and e-mail address" },
  ),
});
export type AtsCandidateInput = z.infer<typeof atsCandidateSchema>;

/** POST /api/orgs/{id}/ats/candidates: 201 when the candidate was created, 200 when found by e-mail. */
export type AtsHandoffResult = {
  provider: AtsProviderName;
  candidateId: string;
  created: boolean;
  /** Whether the portfolio's PDF was attached (only when its owner's plan offers the PDF to visitors). */
  attachment: boolean;
};
