import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./helpers";
import { CONTENT_TYPES } from "./payloads";

test("another user can neither read nor change a user's data, with any userId or id", async ({ newUser }) => {
  const alice = await newUser();
  const mallory = await newUser();

  const aliceRows: Record<string, { id: number }> = {};
  for (const type of CONTENT_TYPES) {
    const response = await alice.api.post(type.path, { data: type.create() });
    expect(response.status(), type.path).toBe(201);
    aliceRows[type.path] = await response.json();
  }
  await alice.api.post("/api/about-me", { data: { personalSummary: "Alice's story" } });
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(CONTENT_TYPES.map(async (t) => [t.path, await (await alice.api.get(t.path)).json()] as const)),
    );
  const before = await snapshot();

  for (const type of CONTENT_TYPES) {
    const id = aliceRows[type.path]!.id;
    // Someone else's userId: 403, on reads and writes.
    const list = await mallory.api.get(`${type.path}?userId=${alice.id}`);
    expect(list.status(), type.path).toBe(403);
    expect((await list.json()).error.code).toBe("forbidden");
    const create = await mallory.api.post(type.path, { data: { ...type.create(), userId: alice.id } });
    expect(create.status(), type.path).toBe(403);
    // Someone else's row id: 404, never the row.
    expect((await mallory.api.get(`${type.path}/${id}`)).status(), type.path).toBe(404);
    expect((await mallory.api.put(`${type.path}/${id}`, { data: type.update.body })).status(), type.path).toBe(404);
    expect(
      (await mallory.api.put(`${type.path}/${id}`, { data: { ...type.update.body, userId: mallory.id } })).status(),
    ).toBe(404);
    expect((await mallory.api.delete(`${type.path}/${id}`)).status(), type.path).toBe(404);
    // Mallory's own list is empty and the userId of her own is fine.
    expect(await (await mallory.api.get(`${type.path}?userId=${mallory.id}`)).json()).toEqual([]);
  }
  expect((await mallory.api.get(`/api/about-me?userId=${alice.id}`)).status()).toBe(403);
  expect(await (await mallory.api.get("/api/about-me")).json()).toBeNull();
  expect(
    (await mallory.api.post("/api/about-me", { data: { userId: alice.id, personalSummary: "pwned" } })).status(),
  ).toBe(403);

  expect(await snapshot()).toEqual(before);
  expect((await (await alice.api.get("/api/about-me")).json()).personalSummary).toBe("Alice's story");
});

test("a signed-out caller gets 401 from every portfolio call", async ({ newUser, baseURL }) => {
  const owner = await newUser();
  const row = await (await owner.api.post("/api/achievements", { data: CONTENT_TYPES[0]!.create() })).json();
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const calls: Array<[string, string]> = [
      ["GET", "/api/auth/me"],
      ["GET", "/api/templates"],
      ["GET", "/api/about-me"],
      ["POST", "/api/about-me"],
    ];
    for (const type of CONTENT_TYPES) {
      calls.push(
        ["GET", type.path],
        ["POST", type.path],
        ["GET", `${type.path}/1`],
        ["PUT", `${type.path}/1`],
        ["DELETE", `${type.path}/1`],
      );
    }
    calls.push(["DELETE", `/api/achievements/${row.id}`]);
    for (const path of [
      "ai/enhance",
      "documents/upload",
      "documents/import",
      "export/pdf",
      "export/powerpoint",
      "export/google-slides",
      "export/shareable-link",
    ]) {
      calls.push(["POST", `/api/${path}`]);
    }
    for (const [method, path] of calls) {
      const response = await anonymous.fetch(path, {
        method,
        data: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  } finally {
    await anonymous.dispose();
  }
  expect((await owner.api.get(`/api/achievements/${row.id}`)).status()).toBe(200);
});
