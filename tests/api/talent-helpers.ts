// Building blocks for the talent network's API tests: listed reps with verified figures, Enterprise organisations
// with recruiters, searches scoped to one test's reps (a unique word in their headlines), and walkers that look at
// every key and string of an answer.
import type { TalentCard } from "@/lib/talent";
import type { TalentProfileView } from "@/lib/server/talent/profile";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { managerRequest } from "../devices";
import { signingPath, waitForMail } from "../outbox";
import { expect, uniqueSuffix, type NewUserInput, type RegisteredUser } from "./helpers";
import { addMember, createOrg, setOrgPlan, type OrgRole } from "./orgs-helpers";
import { runJob } from "./run-job";

export const lastYear = new Date().getUTCFullYear() - 1;

export type MakeUser = (input?: NewUserInput) => Promise<RegisteredUser>;

/** The answers' shapes, as the server declares them. */
export type { TalentCard };
export type TalentProfile = TalentProfileView;

export type SearchPage = { results: TalentCard[]; nextCursor: string | null };

/** A word no other test's rep has in a headline: searching for it scopes a search to this test's reps. */
export const uniqueWord = () => `zq${uniqueSuffix()}`;

/** A company domain of this test alone (reserved `.test` names count as employers, never as free mail). */
export const uniqueDomain = (tag = "corp") => `${tag}-${uniqueSuffix()}.test`;

export function listingBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    listed: true,
    consent: true,
    headline: "Enterprise AE, new logos",
    location: "Denver, CO",
    segments: ["enterprise"],
    openTo: ["Account Executive"],
    workModes: ["remote"],
    blockedDomains: [],
    ...extra,
  };
}

/** Puts the rep's listing (consent given unless the body says otherwise); expects 200 and returns it. */
export async function listRep(rep: RegisteredUser, extra: Record<string, unknown> = {}): Promise<TalentProfile> {
  const response = await rep.api.put("/api/talent/profile", { data: listingBody(extra) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** An organisation on Enterprise with its owner. */
export async function enterpriseOrg(newUser: MakeUser, name?: string) {
  const owner = await newUser();
  const org = await createOrg(owner, name ?? `Hiring ${uniqueSuffix()}`);
  await setOrgPlan(org.id, 20);
  return { owner, org };
}

/** A new member of the organisation with `role` (invited and accepted). */
export async function member(newUser: MakeUser, owner: RegisteredUser, orgId: number, role: OrgRole) {
  const user = await newUser();
  await addMember(owner, orgId, user, role);
  return user;
}

/**
 * A search, once the talent job has recomputed the facts the test's writes made stale (a search answers the stored
 * facts and leaves a stale listing out until then).
 */
export async function searchTalent(
  api: APIRequestContext,
  orgId: number,
  params: Record<string, string | number> = {},
): Promise<APIResponse> {
  await runJob(api, "talent");
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return api.get(`/api/orgs/${orgId}/talent${query ? `?${query}` : ""}`);
}

/** The results of a search (expects 200). */
export async function searchResults(
  api: APIRequestContext,
  orgId: number,
  params: Record<string, string | number> = {},
): Promise<SearchPage> {
  const response = await searchTalent(api, orgId, params);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The profile ids a search for `word` finds (every page). */
export async function foundIds(
  api: APIRequestContext,
  orgId: number,
  params: Record<string, string | number>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchPage = await searchResults(api, orgId, { ...params, ...(cursor ? { cursor } : {}) });
    ids.push(...page.results.map((r) => r.profileId));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** A card, once the talent job has run (it answers the stored facts). */
export async function cardOf(api: APIRequestContext, orgId: number, profileId: string): Promise<APIResponse> {
  await runJob(api, "talent");
  return api.get(`/api/orgs/${orgId}/talent/${profileId}`);
}

export const contact = (api: APIRequestContext, orgId: number, profileId: string, message?: string) =>
  api.post(`/api/orgs/${orgId}/talent/${profileId}/contact`, {
    data: { message: message ?? "Hello, we are hiring enterprise AEs in Denver and would like to talk." },
  });

async function uploadProof(rep: RegisteredUser, file: { name: string; mimeType: string; buffer: Buffer }) {
  const response = await rep.api.post("/api/proofs", { multipart: { file, purpose: "quota-proof" } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/**
 * A quota record verified at level 2, the level the talent network's bands count: the rep's manager at the rep's
 * vetted employer domain signs it from a device and network of their own. With `proof: "w2"` the rep has also
 * uploaded a W-2 (pay data the talent answers must never show). `quarter` makes it a quarterly period.
 */
export async function verifiedRecord(
  rep: RegisteredUser,
  figures: { quota: number; attainment: number; year?: number; quarter?: number; proof?: "screenshot" | "w2" },
): Promise<number> {
  const { proof, ...rest } = figures;
  if (proof === "w2") await uploadProof(rep, { name: "w2.pdf", mimeType: "application/pdf", buffer: pdf });
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const id = await unverifiedRecord(rep, {
    ...rest,
    proofType: "manager_esign",
    managerName: "Dana Manager",
    managerEmail,
  });
  const token = signingPath(await waitForMail(rep.api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1)!;
  const signed = await managerRequest().post(`/api/sign/${token}/sign`, {
    data: { fullName: "Dana Manager", consent: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const record = (await (await rep.api.get(`/api/quota-records/${id}`)).json()) as {
    isVerified: boolean;
    assurance: { level: number };
  };
  expect(record).toMatchObject({ isVerified: true, assurance: { level: 2 } });
  return id;
}

/** A quota record with no proof (or one still waiting for review): not verified. */
export async function unverifiedRecord(
  rep: RegisteredUser,
  figures: { quota: number; attainment: number; year?: number; quarter?: number } & Record<string, unknown>,
): Promise<number> {
  const { quota, attainment, year, quarter, ...rest } = figures;
  const response = await rep.api.post("/api/quota-records", {
    data: {
      year: year ?? lastYear,
      ...(quarter ? { periodType: "quarterly", quarter } : { periodType: "annual" }),
      quota: String(quota),
      attainment: String(attainment),
      ...rest,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Every key of a JSON value, at any depth, with its path. */
export function allKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => allKeys(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [`${path}.${key}`, ...allKeys(inner, `${path}.${key}`)]);
  }
  return [];
}

/** The last segment of each key path (the key's own name). */
export const keyNames = (value: unknown) => allKeys(value).map((p) => p.slice(p.lastIndexOf(".") + 1));

/** Every string value of a JSON value, at any depth (numbers too, as text). */
export function allStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  return [];
}

/** Fails when any string of `value` contains one of `secrets` (case-insensitive). */
export function expectNoneOf(value: unknown, secrets: string[], what: string): void {
  const strings = allStrings(value).map((s) => s.toLowerCase());
  for (const secret of secrets.filter((s) => s.length >= 3)) {
    const hit = strings.find((s) => s.includes(secret.toLowerCase()));
    expect(hit, `${what} contains "${secret}"`).toBeUndefined();
  }
}
