// Building blocks for the credential tests (API and browser): a reference confirmed through its e-mailed link, so
// the rep has a verified item and its signed credential, and that credential as the rep's list gives it. Credentials
// are issued and revoked right after the request that changed the portfolio (not by the request itself, nor by a
// read), so a list read just after that request waits a moment for them.
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

/** The rep's credentials as `GET /api/credentials` lists them. */
export async function listCredentials(api: Pick<APIRequestContext, "get">): Promise<CredentialView[]> {
  const response = await api.get("/api/credentials");
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { credentials: CredentialView[] }).credentials;
}

/**
 * The rep's credentials once `ready` holds for them (within `timeout`): they follow a write right after its response,
 * so the list is read again until it does.
 */
export async function credentialsWhen(
  api: Pick<APIRequestContext, "get">,
  ready: (credentials: CredentialView[]) => boolean,
  timeout = 15_000,
): Promise<CredentialView[]> {
  let credentials: CredentialView[] = [];
  await expect
    .poll(
      async () => {
        credentials = await listCredentials(api);
        return ready(credentials);
      },
      { timeout, message: "the rep's credentials did not follow the change" },
    )
    .toBe(true);
  return credentials;
}

/** The rep's credential for one item, from `GET /api/credentials`, once it is there (in `status`, when given). */
export async function credentialFor(
  api: Pick<APIRequestContext, "get">,
  itemType: CredentialView["itemType"],
  itemId: number,
  status?: CredentialView["status"],
): Promise<CredentialView> {
  const matches = (entry: CredentialView) =>
    entry.itemType === itemType && entry.itemId === itemId && (status === undefined || entry.status === status);
  const credentials = await credentialsWhen(api, (list) => list.some(matches));
  return credentials.find(matches)!;
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
