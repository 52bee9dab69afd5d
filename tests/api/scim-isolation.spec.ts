// Every way into an organisation's SCIM service, and out of it: another organisation's token (and a missing, malformed
// or wrong-scheme one) gets 401 on every endpoint and method, the organisation's own token gets 404 for another
// organisation's people and groups, the token is made and seen only by owners and admins, a new one stops the old at
// once, the throttle answers 429, and the limits an identity provider meets (seats, domains, the owner, bad input)
// answer in SCIM's error shape. Reads write nothing but the throttle's counter.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, test, uniqueSuffix } from "./helpers";
import { createOrg, operatorVerifyDomain, setOrgPlan } from "./orgs-helpers";
import { readWrites } from "./reads-watch";
import {
  createScimToken,
  ENTERPRISE_URN,
  expectScimError,
  GROUP_URN,
  PATCH_URN,
  personAt,
  scimBody,
  scimClient,
  scimOrg,
  USER_URN,
  type ScimClient,
} from "./scim-helpers";

const userBody = (email: string) => ({
  schemas: [USER_URN],
  userName: email,
  emails: [{ value: email, primary: true }],
});
const deactivate = { schemas: [PATCH_URN], Operations: [{ op: "replace", value: { active: false } }] };

/** Every endpoint and method of the service, with a user's and a group's id filled in. */
function everyCall(userId: string, groupId: string) {
  const user = userBody("nobody@nowhere.test");
  const group = { schemas: [GROUP_URN], displayName: "Admins" };
  return [
    ["GET", "/Users", undefined],
    ["GET", `/Users?filter=${encodeURIComponent('userName eq "a@b.test"')}`, undefined],
    ["POST", "/Users", user],
    ["GET", `/Users/${userId}`, undefined],
    ["PUT", `/Users/${userId}`, user],
    ["PATCH", `/Users/${userId}`, deactivate],
    ["DELETE", `/Users/${userId}`, undefined],
    ["GET", "/Groups", undefined],
    ["POST", "/Groups", group],
    ["GET", `/Groups/${groupId}`, undefined],
    ["PUT", `/Groups/${groupId}`, group],
    ["PATCH", `/Groups/${groupId}`, { schemas: [PATCH_URN], Operations: [{ op: "remove", path: "members" }] }],
    ["DELETE", `/Groups/${groupId}`, undefined],
    ["GET", "/ServiceProviderConfig", undefined],
    ["GET", "/ResourceTypes", undefined],
    ["GET", "/ResourceTypes/User", undefined],
    ["GET", "/Schemas", undefined],
    ["GET", `/Schemas/${encodeURIComponent(ENTERPRISE_URN)}`, undefined],
  ] as const;
}

async function call(client: ScimClient, method: string, path: string, body: unknown) {
  if (method === "GET") return client.get(path);
  if (method === "DELETE") return client.delete(path);
  return client[method.toLowerCase() as "post" | "put" | "patch"](path, body);
}

test("another organisation's token, or none, a malformed or a Basic one: 401 on every endpoint and method", async ({
  newUser,
}) => {
  const a = await scimOrg(newUser);
  const b = await scimOrg(newUser);
  const rep = await personAt(newUser, a.domain);
  const userId = (await scimBody<{ id: string }>(await a.scim.post("/Users", userBody(rep.email)), 201)).id;
  const groupId = (
    await scimBody<{ id: string }>(
      await a.scim.post("/Groups", {
        schemas: [GROUP_URN],
        displayName: "Sales Managers",
        members: [{ value: userId }],
      }),
      201,
    )
  ).id;
  const bOnA = await scimClient(b.token, a.baseUrl);
  const raw = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const failures: string[] = [];
    for (const [method, path, body] of everyCall(userId, groupId)) {
      const answers = [
        ["B's token on A", await call(bOnA, method, path, body)],
        ...(await Promise.all(
          [undefined, "Bearer not-a-token", `Bearer ${a.token}x`, `Basic ${Buffer.from("a:b").toString("base64")}`].map(
            async (authorization) =>
              [
                `Authorization: ${authorization ?? "(none)"}`,
                await raw.fetch(`${a.scim.basePath}${path}`, {
                  method,
                  headers: {
                    "Content-Type": "application/scim+json",
                    ...(authorization ? { Authorization: authorization } : {}),
                  },
                  data: body === undefined ? undefined : JSON.stringify(body),
                }),
              ] as const,
          ),
        )),
      ] as const;
      for (const [who, response] of answers) {
        const ok =
          response.status() === 401 &&
          response.headers()["www-authenticate"] === "Bearer" &&
          response.headers()["content-type"]?.includes("application/scim+json");
        if (!ok) failures.push(`${who}: ${method} ${path} answered ${response.status()}`);
        else await expectScimError(response, 401);
      }
    }
    expect(failures).toEqual([]);
    // A's token on B's path is refused the same way.
    const aOnB = await scimClient(a.token, b.baseUrl);
    await expectScimError(await aOnB.get("/Users"), 401);
    await aOnB.dispose();
    // Nothing of A changed.
    expect(await scimBody(await a.scim.get(`/Users/${userId}`), 200)).toMatchObject({ active: true });
    expect(await scimBody(await a.scim.get(`/Groups/${groupId}`), 200)).toMatchObject({
      displayName: "Sales Managers",
    });
  } finally {
    await Promise.all([bOnA.dispose(), raw.dispose(), a.scim.dispose(), b.scim.dispose()]);
  }
});

test("the organisation's own token: another organisation's people and groups are 404, and never join its groups", async ({
  newUser,
}) => {
  const a = await scimOrg(newUser);
  const b = await scimOrg(newUser);
  const [repA, repB] = [await personAt(newUser, a.domain), await personAt(newUser, b.domain)];
  await scimBody(await a.scim.post("/Users", userBody(repA.email)), 201);
  const bUser = (await scimBody<{ id: string }>(await b.scim.post("/Users", userBody(repB.email)), 201)).id;
  const bGroup = (await scimBody<{ id: string }>(await b.scim.post("/Groups", { displayName: "Admins" }), 201)).id;
  const aGroup = (await scimBody<{ id: string }>(await a.scim.post("/Groups", { displayName: "Admins" }), 201)).id;

  for (const [method, path, body] of everyCall(bUser, bGroup).filter(([, path]) => /\/(Users|Groups)\/\d/.test(path))) {
    await expectScimError(await call(a.scim, method, path, body), 404);
  }
  // B's owner (a member of B only) is not one of A's users either.
  await expectScimError(await a.scim.get(`/Users/${b.owner.id}`), 404);
  const filtered = await scimBody<{ totalResults: number }>(
    await a.scim.get(`/Users?filter=${encodeURIComponent(`id eq "${bUser}" or userName eq "${repB.email}"`)}`),
    200,
  );
  expect(filtered.totalResults).toBe(0);
  await expectScimError(
    await a.scim.patch(`/Groups/${aGroup}`, {
      schemas: [PATCH_URN],
      Operations: [{ op: "add", path: "members", value: [{ value: bUser }] }],
    }),
    400,
    "invalidValue",
  );
  // B's person is untouched: still a seller of B, in no group of A's.
  expect(await scimBody(await b.scim.get(`/Users/${bUser}`), 200)).toMatchObject({ active: true, groups: [] });
  const bMembers = (await (await b.owner.api.get(`/api/orgs/${b.org.id}/members`)).json()) as {
    userId: number;
    role: string;
  }[];
  expect(bMembers.find((m) => m.userId === repB.id)?.role).toBe("seller");
  await Promise.all([a.scim.dispose(), b.scim.dispose()]);
});

test("the token: members cannot read or make it, admins can, and a new one or a revocation stops the old at once", async ({
  newUser,
}) => {
  const { owner, org, domain, scim, token } = await scimOrg(newUser);
  const [seller, admin, outsider] = [await personAt(newUser, domain), await personAt(newUser, domain), await newUser()];
  const adminId = (await scimBody<{ id: string }>(await scim.post("/Users", userBody(admin.email)), 201)).id;
  await scimBody(await scim.post("/Users", userBody(seller.email)), 201);
  await scimBody(await scim.post("/Groups", { displayName: "Admins", members: [{ value: adminId }] }), 201);

  // A seller: 403 on every token call; someone outside the organisation: 404.
  for (const api of [seller.api, outsider.api]) {
    const status = api === seller.api ? 403 : 404;
    expect((await api.get(`/api/orgs/${org.id}/scim`)).status()).toBe(status);
    expect((await api.post(`/api/orgs/${org.id}/scim/token`)).status()).toBe(status);
    expect((await api.delete(`/api/orgs/${org.id}/scim/token`)).status()).toBe(status);
  }
  // The setup never shows the token.
  const setup = await owner.api.get(`/api/orgs/${org.id}/scim`);
  expect(setup.status()).toBe(200);
  const setupText = await setup.text();
  expect(setupText).not.toContain(token);
  expect(JSON.parse(setupText)).toMatchObject({
    configured: true,
    lastRotatedBy: owner.id,
    tokenLast4: token.slice(-4),
  });
  expect(token).toMatch(/^qpscim_[A-Za-z0-9_-]{43}$/);

  // An admin (made one by the Admins group) rotates it: the old token stops with that call.
  const rotated = await createScimToken(admin, org.id);
  expect(rotated.token).not.toBe(token);
  await expectScimError(await scim.get("/Users"), 401);
  const fresh = await scimClient(rotated.token, rotated.baseUrl);
  expect((await fresh.get("/Users")).status()).toBe(200);
  expect(await (await owner.api.get(`/api/orgs/${org.id}/scim`)).json()).toMatchObject({ lastRotatedBy: admin.id });

  // Revoked: the new one stops too, and the setup says so.
  expect((await owner.api.delete(`/api/orgs/${org.id}/scim/token`)).status()).toBe(200);
  await expectScimError(await fresh.get("/Users"), 401);
  expect(await (await owner.api.get(`/api/orgs/${org.id}/scim`)).json()).toMatchObject({
    configured: false,
    createdAt: null,
  });
  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as { action: string }[];
  expect(trail.map((e) => e.action).filter((a) => a.startsWith("scim_token_"))).toEqual([
    "scim_token_revoked",
    "scim_token_rotated",
    "scim_token_created",
  ]);
  await Promise.all([scim.dispose(), fresh.dispose()]);
});

test("a token needs the Enterprise plan (402) and a verified domain (409)", async ({ newUser }) => {
  const owner = await newUser();
  const team = await createOrg(owner, `Team ${uniqueSuffix()}`);
  expect((await owner.api.post(`/api/orgs/${team.id}/scim/token`)).status()).toBe(402);
  await setOrgPlan(team.id, 5);
  const unverified = await owner.api.post(`/api/orgs/${team.id}/scim/token`);
  expect(unverified.status()).toBe(409);
  expect((await unverified.json()).error.message).toContain("Verify your organisation's domain");
  await operatorVerifyDomain(team.id, `scim-${uniqueSuffix()}.test`);
  expect((await owner.api.post(`/api/orgs/${team.id}/scim/token`)).status()).toBe(201);
  // Off Enterprise again, the token's calls are refused with the plan's 402.
  const { token, baseUrl } = await createScimToken(owner, team.id);
  await setOrgPlan(team.id, 5, "team");
  const client = await scimClient(token, baseUrl);
  await expectScimError(await client.get("/Users"), 402);
  await client.dispose();
});

test("seats, domains, the owner and bad input answer in SCIM's shape; reads write nothing", async ({ newUser }) => {
  const { owner, domain, scim } = await scimOrg(newUser, { seats: 2 });
  const [first, second] = [await personAt(newUser, domain), await personAt(newUser, domain)];
  const anon = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    // The owner, a member the provider never pushed, is found by address (read without a write) and cannot go.
    const label = `scim-read-${uniqueSuffix()}`;
    const lookup = await anon.get(
      `${scim.basePath}/Users?filter=${encodeURIComponent(`userName eq "${owner.email}"`)}`,
      { headers: { Authorization: `Bearer ${scim.token}`, "x-quotaproof-watch": label } },
    );
    const found = await scimBody<{ totalResults: number; Resources: { id: string; active: boolean }[] }>(lookup, 200);
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0]).toMatchObject({ id: String(owner.id), active: true });
    for (const path of [`/Users/${owner.id}`, "/Groups", "/Schemas"]) {
      await anon.get(`${scim.basePath}${path}`, {
        headers: { Authorization: `Bearer ${scim.token}`, "x-quotaproof-watch": label },
      });
    }
    const writes = await readWrites(anon, label);
    expect(writes.filter((w) => w.table !== "rate_limits")).toEqual([]);
    await expectScimError(await scim.delete(`/Users/${owner.id}`), 409, "mutability");
    await expectScimError(await scim.patch(`/Users/${owner.id}`, deactivate), 409, "mutability");

    // Seats: the owner and one more.
    await scimBody(await scim.post("/Users", userBody(first.email)), 201);
    await expectScimError(await scim.post("/Users", userBody(second.email)), 402);
    // An address off the verified domains.
    await expectScimError(await scim.post("/Users", userBody(`someone-${uniqueSuffix()}@example.org`)), 403);

    // Bad input: an unsupported filter, a body that is not JSON or not JSON at all, a missing userName, a bad op.
    await expectScimError(
      await scim.get(`/Users?filter=${encodeURIComponent('userName sw "a"')}`),
      400,
      "invalidFilter",
    );
    await expectScimError(await scim.get(`/Users?filter=${encodeURIComponent("userName eq")}`), 400, "invalidFilter");
    await expectScimError(await scim.get("/Users?count=many"), 400, "invalidValue");
    const post = (data: string, type = "application/scim+json") =>
      anon.post(`${scim.basePath}/Users`, {
        headers: { Authorization: `Bearer ${scim.token}`, "Content-Type": type },
        data,
      });
    await expectScimError(await post("{not json"), 400, "invalidSyntax");
    await expectScimError(await post(JSON.stringify(userBody(first.email)), "text/plain"), 415);
    await expectScimError(await post(JSON.stringify({ schemas: [USER_URN] })), 400, "invalidValue");
    // Plain JSON is taken too (here: the same userName again).
    await expectScimError(await post(JSON.stringify(userBody(first.email)), "application/json"), 409, "uniqueness");
    await expectScimError(await post(JSON.stringify({ ...userBody(first.email), pad: "x".repeat(300_000) })), 413);
    await expectScimError(
      await scim.patch(`/Users/${first.id}`, { schemas: [PATCH_URN], Operations: [{ op: "move", path: "userName" }] }),
      400,
      "invalidSyntax",
    );
    await expectScimError(
      await scim.patch(`/Users/${first.id}`, { schemas: [PATCH_URN], Operations: [{ op: "remove" }] }),
      400,
      "noTarget",
    );
  } finally {
    await Promise.all([anon.dispose(), scim.dispose()]);
  }
});

test("the throttle: past the token's limit, 429 with Retry-After; another organisation's token is not slowed", async ({
  newUser,
}) => {
  test.setTimeout(180_000);
  const a = await scimOrg(newUser);
  const b = await scimOrg(newUser);
  let throttled: Awaited<ReturnType<ScimClient["get"]>> | null = null;
  for (let sent = 0; !throttled && sent < 2_400; sent += 60) {
    const batch = await Promise.all(Array.from({ length: 60 }, () => a.scim.get("/ServiceProviderConfig")));
    throttled = batch.find((response) => response.status() === 429) ?? null;
    expect(batch.every((response) => [200, 429].includes(response.status()))).toBe(true);
  }
  expect(throttled, "no 429 within 2,400 calls").not.toBeNull();
  await expectScimError(throttled!, 429);
  expect(Number(throttled!.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect((await b.scim.get("/ServiceProviderConfig")).status()).toBe(200);
  await Promise.all([a.scim.dispose(), b.scim.dispose()]);
});
