// The audit trail that proves itself, over HTTP: verification of an organisation's chain, its export as JSON Lines
// and CSV that an outsider re-verifies with the documented algorithm alone (lib/audit-chain.ts), the range and its
// 422s, who may call what (owners and admins of an Enterprise organisation; 403 other members, 404 outsiders, 402
// off Enterprise), and the exports recorded in the trail they export.
import type { APIRequestContext } from "@playwright/test";
import { GENESIS_HASH } from "../../lib/audit-chain";
import { eventsFromCsv, eventsFromJsonl, reverifyEvents } from "../fixtures/audit-export";
import { expect, test, type RegisteredUser } from "./helpers";
import { createOrg, setOrgPlan } from "./orgs-helpers";
import { enterpriseOrg, member } from "./talent-helpers";

type Verification = {
  ok: boolean;
  checked: number;
  firstBroken: { id: number | null; seq: number | null; reason: string } | null;
  checkpoint: unknown;
  head: { seq: number; hash: string };
};

async function verify(api: APIRequestContext, orgId: number): Promise<Verification> {
  const response = await api.get(`/api/orgs/${orgId}/audit/verify`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** An Enterprise organisation whose trail holds a few real events: created, plan set, a seller invited and joined. */
async function orgWithHistory(newUser: (input?: object) => Promise<RegisteredUser>) {
  const { owner, org } = await enterpriseOrg(newUser);
  const seller = await member(newUser, owner, org.id, "seller");
  const renamed = await owner.api.patch(`/api/orgs/${org.id}`, { data: { name: `Renamed "${org.name}", =1+1` } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return { owner, org, seller };
}

test("verify walks the organisation's whole chain and answers it intact, from the genesis to the head", async ({
  newUser,
}) => {
  const { owner, org } = await orgWithHistory(newUser);
  const list = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { seq: number; action: string }[];
  const seqs = list.map((e) => e.seq).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  expect(list.map((e) => e.action)).toEqual(expect.arrayContaining(["org_created", "plan_set", "invited"]));

  const result = await verify(owner.api, org.id);
  expect(result).toEqual({
    ok: true,
    checked: seqs.length,
    firstBroken: null,
    checkpoint: null,
    head: { seq: seqs.length, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  // A read writes nothing: verifying again finds the same head.
  expect((await verify(owner.api, org.id)).head).toEqual(result.head);
});

test("the export in JSON Lines and in CSV re-verifies offline, link by link, and is recorded in the trail", async ({
  newUser,
}) => {
  const { owner, org } = await orgWithHistory(newUser);
  const head = (await verify(owner.api, org.id)).head;

  const jsonl = await owner.api.get(`/api/orgs/${org.id}/audit/export?format=jsonl`);
  expect(jsonl.status()).toBe(200);
  expect(jsonl.headers()["content-type"]).toContain("application/x-ndjson");
  expect(jsonl.headers()["content-disposition"]).toContain(`audit-trail-${org.id}.jsonl`);
  expect(jsonl.headers()["cache-control"]).toContain("no-store");
  const events = eventsFromJsonl(await jsonl.text());
  expect(events[0]).toMatchObject({ seq: 1, prevHash: GENESIS_HASH, orgId: org.id, action: "org_created" });
  expect(events.at(-1)).toMatchObject({ seq: head.seq, hash: head.hash });
  expect(reverifyEvents(events)).toBe(head.seq);
  // The rename's quotes and formula-like text travel unchanged.
  expect(events.find((e) => e.action === "org_updated")?.details).toEqual({ name: `Renamed "${org.name}", =1+1` });

  const csv = await owner.api.get(`/api/orgs/${org.id}/audit/export?format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toBe("seq,prevHash,hash,orgId,actorId,action,targetUserId,details,createdAt");
  const fromCsv = eventsFromCsv(text);
  // The JSON Lines export is in this one, right after the events it covered.
  expect(fromCsv.slice(0, events.length)).toEqual(events);
  expect(fromCsv[events.length]).toMatchObject({
    seq: head.seq + 1,
    action: "audit_exported",
    actorId: owner.id,
    details: { format: "jsonl", from: null, to: null, firstSeq: 1, throughSeq: head.seq },
  });
  expect(reverifyEvents(fromCsv)).toBe(head.seq + 1);
  // Both exports are in the trail now, and it is still whole.
  expect(await verify(owner.api, org.id)).toMatchObject({ ok: true, checked: head.seq + 2 });
});

test("from and to bound the export by time; a bad range, date or format is 422 with the field", async ({ newUser }) => {
  const { owner, org } = await orgWithHistory(newUser);
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const count = async (query: string) => {
    const response = await owner.api.get(`/api/orgs/${org.id}/audit/export?${query}`);
    expect(response.status(), await response.text()).toBe(200);
    return eventsFromJsonl(await response.text());
  };
  const all = await count("");
  expect(all.length).toBeGreaterThan(3);
  expect((await count(`from=${yesterday}&to=${tomorrow}`)).map((e) => e.seq)).toEqual([
    ...all.map((e) => e.seq),
    all.length + 1,
  ]);
  expect(await count(`from=${tomorrow}`)).toEqual([]);
  expect(await count(`to=${yesterday}`)).toEqual([]);
  // An instant range: the events from the third one's time on, to now.
  const third = all[2]!;
  const since = await count(`format=jsonl&from=${encodeURIComponent(third.createdAt)}&to=${today}`);
  expect(since[0]!.createdAt >= third.createdAt).toBe(true);
  expect(since.every((e) => e.createdAt >= third.createdAt)).toBe(true);
  expect(reverifyEvents(since)).toBe(since.length);

  for (const [query, field] of [
    ["from=yesterday", "from"],
    ["to=2026-02-30", "to"],
    ["from=2026-13-01", "from"],
    [`from=${tomorrow}&to=${yesterday}`, "to"],
    ["format=xml", "format"],
    ["from=2026-01-01T10:00", "from"],
  ] as const) {
    const response = await owner.api.get(`/api/orgs/${org.id}/audit/export?${query}`);
    expect(response.status(), query).toBe(422);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toContain(field);
  }
});

test("owners and admins only (403 other members), 404 for another organisation's members, 402 off Enterprise", async ({
  newUser,
  playwright,
}) => {
  const { owner, org, seller } = await orgWithHistory(newUser);
  const admin = await member(newUser, owner, org.id, "admin");
  const manager = await member(newUser, owner, org.id, "manager");
  const { owner: outsider } = await enterpriseOrg(newUser);
  const calls = [
    (api: APIRequestContext) => api.get(`/api/orgs/${org.id}/audit/verify`),
    (api: APIRequestContext) => api.get(`/api/orgs/${org.id}/audit/export?format=csv`),
    (api: APIRequestContext) => api.get(`/api/orgs/${org.id}/audit/webhook`),
    (api: APIRequestContext) =>
      api.put(`/api/orgs/${org.id}/audit/webhook`, { data: { url: "https://siem.example.com/hook" } }),
    (api: APIRequestContext) => api.delete(`/api/orgs/${org.id}/audit/webhook`),
  ];
  const anonymous = await playwright.request.newContext();
  try {
    for (const call of calls) {
      expect((await call(seller.api)).status()).toBe(403);
      expect((await call(manager.api)).status()).toBe(403);
      expect((await call(outsider.api)).status()).toBe(404);
      expect((await call(anonymous)).status()).toBe(401);
    }
  } finally {
    await anonymous.dispose();
  }
  expect((await admin.api.get(`/api/orgs/${org.id}/audit/verify`)).status()).toBe(200);
  expect((await admin.api.get(`/api/orgs/${org.id}/audit/export`)).status()).toBe(200);
  expect((await admin.api.get(`/api/orgs/${org.id}/audit/webhook`)).status()).toBe(200);
  // Nobody's refusal was recorded as an export: only the admin's.
  const exports = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
  expect(exports.filter((e) => e.action === "audit_exported")).toHaveLength(1);

  // A team organisation (not Enterprise) keeps its list of events; verification, export and webhook are 402.
  const teamOwner = await newUser();
  const team = await createOrg(teamOwner);
  await setOrgPlan(team.id, 5, "team");
  expect((await teamOwner.api.get(`/api/orgs/${team.id}/audit`)).status()).toBe(200);
  for (const path of ["audit/verify", "audit/export", "audit/webhook"]) {
    expect((await teamOwner.api.get(`/api/orgs/${team.id}/${path}`)).status()).toBe(402);
  }
});

test("the team report's downloads and the webhook's settings are in the trail; the secret is answered once", async ({
  newUser,
}) => {
  const { owner, org } = await orgWithHistory(newUser);
  for (const format of ["csv", "xlsx"]) {
    const report = await owner.api.get(`/api/orgs/${org.id}/report.${format}`);
    expect(report.status()).toBe(200);
    await report.body();
  }
  // The suite's server runs on loopback, so a loopback receiver may be saved (nothing listens there: deliveries fail).
  const hook = "http://127.0.0.1:9/quotaproof";
  const saved = await owner.api.put(`/api/orgs/${org.id}/audit/webhook`, { data: { url: hook } });
  expect(saved.status(), await saved.text()).toBe(200);
  const body = (await saved.json()) as { secret: string; configured: boolean; url: string };
  expect(body).toMatchObject({ configured: true, url: hook });
  expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const status = await (await owner.api.get(`/api/orgs/${org.id}/audit/webhook`)).text();
  expect(status).not.toContain(body.secret.slice(6));
  expect(JSON.parse(status)).toMatchObject({ configured: true, url: hook, lastDeliveredSeq: expect.any(Number) });

  for (const [url, why] of [
    ["http://hooks.example.com/x", "https"],
    ["https://10.1.2.3/x", "public"],
    ["https://user:pw@hooks.example.com/x", "user name"],
    ["not a url", "https://"],
  ] as const) {
    const refused = await owner.api.put(`/api/orgs/${org.id}/audit/webhook`, { data: { url } });
    expect(refused.status(), url).toBe(422);
    const error = ((await refused.json()) as { error: { fields: { url: string } } }).error;
    expect(error.fields.url).toContain(why);
  }
  expect((await owner.api.delete(`/api/orgs/${org.id}/audit/webhook`)).status()).toBe(200);
  expect(await (await owner.api.get(`/api/orgs/${org.id}/audit/webhook`)).json()).toEqual({ configured: false });

  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as {
    action: string;
    details: Record<string, unknown>;
  }[];
  const actions = trail.map((e) => e.action);
  expect(actions.filter((a) => a === "report_exported")).toHaveLength(2);
  expect(trail.filter((e) => e.action === "report_exported").map((e) => e.details.format)).toEqual(
    expect.arrayContaining(["csv", "xlsx"]),
  );
  expect(actions).toContain("audit_webhook_set");
  expect(actions).toContain("audit_webhook_removed");
  // No secret in the trail.
  expect(JSON.stringify(trail)).not.toContain(body.secret.slice(6));
  expect((await verify(owner.api, org.id)).ok).toBe(true);
});
