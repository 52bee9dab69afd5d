// The account over HTTP: PATCH /api/auth/me with the profile fields shared pages show, POST /api/auth/password
// (wrong current password refused; every other session signed out, this one kept), GET /api/account/export (all of
// the rep's data, none of anyone else's, no secrets) and DELETE /api/auth/me (password required; afterwards nothing
// of the account is reachable, its share links answer 404).
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test } from "./helpers";

test("the profile takes title, company, LinkedIn and video pitch URLs; only http(s) addresses", async ({ newUser }) => {
  const rep = await newUser();
  const saved = await rep.api.patch("/api/auth/me", {
    data: {
      title: "Enterprise Account Executive",
      company: "Northwind",
      linkedinUrl: "https://www.linkedin.com/in/rep",
      videoPitchUrl: "https://videos.example.com/pitch",
    },
  });
  expect(saved.status()).toBe(200);
  expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({
    title: "Enterprise Account Executive",
    company: "Northwind",
    linkedinUrl: "https://www.linkedin.com/in/rep",
    videoPitchUrl: "https://videos.example.com/pitch",
  });

  for (const videoPitchUrl of ["javascript:alert(1)", "ftp://example.com/pitch.mp4", "not a url"]) {
    const refused = await rep.api.patch("/api/auth/me", { data: { videoPitchUrl } });
    expect(refused.status(), videoPitchUrl).toBe(422);
    expect((await refused.json()).error.fields).toHaveProperty("videoPitchUrl");
  }
  expect((await rep.api.patch("/api/auth/me", { data: { linkedinUrl: "data:text/html,hi" } })).status()).toBe(422);

  // An empty field clears it; a field left out stays.
  expect((await rep.api.patch("/api/auth/me", { data: { title: "" } })).status()).toBe(200);
  expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ title: null, company: "Northwind" });
  expect((await rep.api.patch("/api/auth/me", { data: {} })).status()).toBe(422);
});

test("a password change needs the current password and signs out every other session, not this one", async ({
  newUser,
}) => {
  const rep = await newUser();
  const laptop = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect(
      (await laptop.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status(),
    ).toBe(200);

    const wrong = await rep.api.post("/api/auth/password", {
      data: { currentPassword: "not-my-password", newPassword: "a-new-password-1" },
    });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error.fields).toHaveProperty("currentPassword");
    expect(
      (
        await rep.api.post("/api/auth/password", { data: { currentPassword: rep.password, newPassword: "123" } })
      ).status(),
    ).toBe(422);

    const changed = await rep.api.post("/api/auth/password", {
      data: { currentPassword: rep.password, newPassword: "a-new-password-1" },
    });
    expect(changed.status()).toBe(200);
    expect((await rep.api.get("/api/auth/me")).status()).toBe(200);
    expect((await laptop.get("/api/auth/me")).status()).toBe(401);

    const old = await playwrightRequest.newContext({ baseURL: BASE_URL });
    expect((await old.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status()).toBe(
      401,
    );
    expect(
      (await old.post("/api/auth/login", { data: { email: rep.email, password: "a-new-password-1" } })).status(),
    ).toBe(200);
    await old.dispose();
  } finally {
    await laptop.dispose();
  }
});

test("the export holds all of the rep's data and none of anyone else's, without secrets", async ({
  newUser,
  playwright,
}) => {
  const rep = await newUser();
  const other = await newUser();
  await createAchievement(rep.api, "Closed the Acme expansion");
  await createAchievement(other.api, "Someone else's secret win");
  await rep.api.put("/api/about-me", { data: { personalSummary: "I sell to CFOs." } });

  const exported = await rep.api.get("/api/account/export");
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-disposition"]).toMatch(
    /^attachment; filename="quotaproof-export-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const text = await exported.text();
  const data = JSON.parse(text);
  expect(data.account).toMatchObject({ id: rep.id, email: rep.email });
  expect(data.achievements.map((a: { title: string }) => a.title)).toEqual(["Closed the Acme expansion"]);
  expect(data.aboutMe).toMatchObject({ personalSummary: "I sell to CFOs." });
  for (const key of [
    "quotaRecords",
    "experiences",
    "dealHighlights",
    "executiveCircle",
    "references",
    "shareLinks",
    "signingRequests",
    "files",
  ]) {
    expect(Array.isArray(data[key]), key).toBe(true);
  }
  expect(text).not.toContain("Someone else's secret win");
  expect(text).not.toMatch(/passwordHash|tokenHash|sessionVersion|\$argon2/);

  const signedOut = await playwright.request.newContext({ baseURL: BASE_URL });
  expect((await signedOut.get("/api/account/export")).status()).toBe(401);
  await signedOut.dispose();
});

test("deleting the account needs the password; afterwards nothing of it is reachable", async ({ newUser }) => {
  const rep = await newUser();
  const achievementId = await createAchievement(rep.api, "A win to delete");
  const link = await createShareLink(rep.api, [achievementId]);
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await visitor.get(link.path)).status()).toBe(200);

    const wrong = await rep.api.delete("/api/auth/me", {
      data: { password: "not-my-password" },
    });
    expect(wrong.status()).toBe(400);
    expect((await rep.api.get("/api/achievements")).status()).toBe(200);
    expect((await rep.api.delete("/api/auth/me", { data: {} })).status()).toBe(422);

    const deleted = await rep.api.delete("/api/auth/me", { data: { password: rep.password } });
    expect(deleted.status()).toBe(200);
    expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
    expect((await visitor.get(link.path)).status()).toBe(404);
    const login = await visitor.post("/api/auth/login", { data: { email: rep.email, password: rep.password } });
    expect(login.status()).toBe(401);
  } finally {
    await visitor.dispose();
  }
});
