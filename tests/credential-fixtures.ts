// Building blocks for the credential tests (API and browser): a reference confirmed through its e-mailed link, so
// the rep has a verified item and its signed credential, and that credential as the rep's list gives it.
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { CredentialView, VerifyResult } from "@/lib/credentials";
import { uniqueSuffix } from "./api/helpers";
import { waitForMail } from "./outbox";

export type { CredentialView, VerifyResult };

/** A reference the rep lists and the reference confirms from the e-mailed link: a verified item. */
export async function createConfirmedReference(
  api: APIRequestContext,
  baseURL: string,
  referenceName: string,
): Promise<number> {
  const email = `ref-${uniqueSuffix()}@example.com`;
  const created = await api.post("/api/references", {
    data: {
      referenceName,
      referenceTitle: "VP Opérations",
      referenceCompany: "Globex Zürich",
      workingRelationship: "Customer",
      email,
      testimonial: "The most rigorous evaluation our team has seen.",
      yearsWorkedTogether: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reference = (await created.json()) as { id: number };
  const mail = await waitForMail(api, email, "listed you as a reference");
  const token = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  const outsider = await playwrightRequest.newContext({ baseURL });
  try {
    const confirmed = await outsider.post(`/api/reference-confirmations/${token}`, { data: {} });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await outsider.dispose();
  }
  return reference.id;
}

/** The rep's credential for one item, from `GET /api/credentials`. */
export async function credentialFor(
  api: APIRequestContext,
  itemType: CredentialView["itemType"],
  itemId: number,
): Promise<CredentialView> {
  const response = await api.get("/api/credentials");
  expect(response.status(), await response.text()).toBe(200);
  const { credentials } = (await response.json()) as { credentials: CredentialView[] };
  const credential = credentials.find((entry) => entry.itemType === itemType && entry.itemId === itemId);
  expect(credential, JSON.stringify(credentials)).toBeDefined();
  return credential!;
}

/** An address's path: the test server answers on its own port, whatever host APP_URL names. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url, "http://localhost");
  return `${parsed.pathname}${parsed.search}`;
};

/** Text as React writes it into HTML. */
export function htmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
