// Sign-ins in flight and used assertions on a real embedded database: a pending SAML request or OIDC state is found
// only for its own organisation and until it expires, works once even when two requests race for it, and an
// assertion's ID signs someone in once; expired rows are dropped by the next write.
import "./temp-database";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { organizations, ssoPendingSignIns, ssoUsedAssertions } from "@/lib/server/db/schema";
import { consumePending, hashKey, recordAssertionUse, SamlRequestStore, savePending } from "@/lib/server/sso/pending";

jest.setTimeout(120_000);

async function newOrg(name: string): Promise<number> {
  const [org] = await (await getDb()).insert(organizations).values({ name }).returning({ id: organizations.id });
  return org!.id;
}

it("keeps a request for its organisation only, answers when it was made, and uses it up once", async () => {
  const [acme, other] = [await newOrg("Acme"), await newOrg("Other")];
  const acmeStore = new SamlRequestStore(acme);
  const saved = await acmeStore.saveAsync("_req1", "2026-01-01T00:00:00Z");
  expect(saved?.value).toBe("2026-01-01T00:00:00Z");
  // node-saml reads the answer as the request's instant.
  expect(Date.parse((await acmeStore.getAsync("_req1"))!)).toBeGreaterThan(Date.now() - 60_000);
  // Only its SHA-256 is stored.
  const [row] = await (await getDb()).select().from(ssoPendingSignIns).where(eq(ssoPendingSignIns.orgId, acme));
  expect(row?.keyHash).toBe(hashKey("_req1"));

  const otherStore = new SamlRequestStore(other);
  expect(await otherStore.getAsync("_req1")).toBeNull();
  expect(await otherStore.useUp("_req1")).toBe(false);

  // Two requests race for it: one gets it.
  const racers = [new SamlRequestStore(acme), new SamlRequestStore(acme)];
  const won = await Promise.all(racers.map((store) => store.useUp("_req1")));
  expect([...won].sort()).toEqual([false, true]);
  expect(await acmeStore.getAsync("_req1")).toBeNull();
  // The store that used it up knows it did.
  const winner = racers[won.indexOf(true)]!;
  expect(await winner.useUp("_req1")).toBe(true);
});

it("an expired sign-in is found by nobody and dropped by the next write", async () => {
  const org = await newOrg("Expiry");
  await savePending(org, "oidc", "state-old", { secretsSealed: "sealed" });
  const db = await getDb();
  await db
    .update(ssoPendingSignIns)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ssoPendingSignIns.keyHash, hashKey("state-old")));
  expect(await consumePending("oidc", "state-old")).toBeNull();
  await savePending(org, "oidc", "state-new", { secretsSealed: "sealed", nextPath: "/team" });
  const rows = await db.select().from(ssoPendingSignIns).where(eq(ssoPendingSignIns.orgId, org));
  expect(rows.map((r) => r.keyHash)).toEqual([hashKey("state-new")]);
  // The type is part of the key: a SAML request id is no OIDC state.
  expect(await consumePending("saml", "state-new")).toBeNull();
  expect(await consumePending("oidc", "state-new")).toMatchObject({ orgId: org, nextPath: "/team" });
  expect(await consumePending("oidc", "state-new")).toBeNull();
});

it("an assertion signs someone in once per organisation; expired records go", async () => {
  const [acme, other] = [await newOrg("Replay"), await newOrg("Replay 2")];
  const later = new Date(Date.now() + 60_000);
  const results = await Promise.all([1, 2, 3].map(() => recordAssertionUse(acme, "_a1", later)));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await recordAssertionUse(other, "_a1", later)).toBe(true);
  const db = await getDb();
  await db.update(ssoUsedAssertions).set({ expiresAt: new Date(Date.now() - 1000) });
  expect(await recordAssertionUse(acme, "_a2", later)).toBe(true);
  const left = await db.select().from(ssoUsedAssertions);
  expect(left.map((r) => r.assertionIdHash)).toEqual([hashKey("_a2")]);
});
