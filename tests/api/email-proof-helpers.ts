// Uploading e-mail proofs and reading what the review queue says about them, for the e-mail proof specs.
import type { APIRequestContext } from "@playwright/test";
import { DKIM_COMPANY_DOMAIN } from "../dkim";
import { adminApi, expect, type NewUserInput, type RegisteredUser, uniqueSuffix } from "./helpers";

type Condition = { met: boolean; detail: string };
export type Conditions = { employer: Condition; addressed: Condition; figures: Condition };
export type Queued = {
  kind: string;
  id: number;
  flag: string | null;
  emailCheck: { result: string; conditions: Conditions | null } | null;
};

export const uploadEmail = (api: APIRequestContext, buffer: Buffer) =>
  api.post("/api/proofs", {
    multipart: { file: { name: "results.eml", mimeType: "message/rfc822", buffer }, purpose: "quota-proof" },
  });

export async function uploadedEmailId(api: APIRequestContext, buffer: Buffer): Promise<number> {
  const response = await uploadEmail(api, buffer);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The review queue's entry for a quota record, as an admin sees it. */
export async function queued(baseURL: string, recordId: number): Promise<Queued | undefined> {
  const admin = await adminApi(baseURL);
  try {
    const queue = (await (await admin.get("/api/admin/reviews")).json()) as Queued[];
    return queue.find((q) => q.kind === "quota-record" && q.id === recordId);
  } finally {
    await admin.dispose();
  }
}

/** A rep whose account address is at the test company (so its DKIM key signs for the rep's employer). */
export const companyRep = (
  newUser: (input?: NewUserInput) => Promise<RegisteredUser>,
  input: Omit<NewUserInput, "email"> = {},
) => newUser({ ...input, email: `rep-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}` });
