// Portfolios as named share links with their own options: Starter keeps one live link (402 past it, free again
// once revoked), Pro any number; `expiresAt` in the past is refused (422) and an expired page answers 410;
// `password` puts a password form in front of the portfolio, throttled, unlocked per link by a cookie.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, setPlan, test } from "./helpers";
import { CONTENT_TYPES } from "./payloads";

test("Starter keeps one live share link; Pro shares any number of named portfolios", async ({ newUser }) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, "Closed the Acme expansion");
  const first = await createShareLink(rep.api, [id], { name: "Series B recruiters" });
  expect(first.link).toMatchObject({ name: "Series B recruiters", passwordProtected: false, expiresAt: null });

  const second = await rep.api.post("/api/export/shareable-link", { data: { achievementIds: [id] } });
  expect(second.status()).toBe(402);
  expect((await second.json()).error).toMatchObject({
    code: "plan_limit",
    message: expect.stringContaining("1 live share link"),
  });

  expect((await rep.api.delete(`/api/share-links/${first.link.id}`)).status()).toBe(200);
  expect((await rep.api.post("/api/export/shareable-link", { data: { achievementIds: [id] } })).status()).toBe(201);

  await setPlan(rep.email, "pro");
  for (const name of ["Hiring managers", "Agency recruiters"]) await createShareLink(rep.api, [id], { name });
  const names = ((await (await rep.api.get("/api/share-links")).json()) as { name: string | null }[]).map(
    (l) => l.name,
  );
  expect(names).toEqual(expect.arrayContaining(["Hiring managers", "Agency recruiters"]));
});

test("an expiry in the past is refused; after its expiry a page answers 410", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, "Won the Globex renewal");
  const past = await rep.api.post("/api/export/shareable-link", {
    data: { achievementIds: [id], expiresAt: "2020-01-01T00:00:00Z" },
  });
  expect(past.status()).toBe(422);
  expect((await past.json()).error.fields).toHaveProperty("expiresAt", "The expiry date must be in the future");

  const soon = new Date(Date.now() + 1500).toISOString();
  const link = await createShareLink(rep.api, [id], { expiresAt: soon });
  expect(link.link.expiresAt).toBe(soon);
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await visitor.get(link.path)).status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const expired = await visitor.get(link.path);
    expect(expired.status()).toBe(410);
    expect(await expired.text()).toContain("This portfolio link has expired");
    // An expired link no longer counts against the plan and cannot be changed back by a visitor.
    expect(
      (
        await rep.api.patch(`/api/share-links/${link.link.id}`, { data: { expiresAt: "2019-05-01T00:00:00Z" } })
      ).status(),
    ).toBe(422);
  } finally {
    await visitor.dispose();
  }
});

test("a password-protected portfolio shows a password form until the right password is given", async ({ newUser }) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, "Displaced the incumbent at Initech");
  const link = await createShareLink(rep.api, [id], { password: "open-sesame" });
  expect(link.link.passwordProtected).toBe(true);
  expect(JSON.stringify(await (await rep.api.get("/api/share-links")).json())).not.toMatch(/argon2|passwordHash/);

  const visitor = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    maxRedirects: 0,
  });
  try {
    const locked = await visitor.get(link.path);
    expect(locked.status()).toBe(401);
    const form = await locked.text();
    expect(form).toContain("This portfolio is password-protected");
    expect(form).not.toContain("Displaced the incumbent");
    expect((await visitor.get(`${link.path}/opengraph-image`)).status()).toBe(401);

    const wrong = await visitor.post(link.path, { form: { password: "guess" } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toContain("That password is not right");

    const right = await visitor.post(link.path, { form: { password: "open-sesame" } });
    expect(right.status()).toBe(303);
    const open = await visitor.get(link.path);
    expect(open.status()).toBe(200);
    expect(await open.text()).toContain("Displaced the incumbent");

    // A new password locks earlier visitors out again.
    expect(
      (await rep.api.patch(`/api/share-links/${link.link.id}`, { data: { password: "new-secret" } })).status(),
    ).toBe(200);
    expect((await visitor.get(link.path)).status()).toBe(401);
    // Removing it opens the link to everyone.
    expect((await rep.api.patch(`/api/share-links/${link.link.id}`, { data: { password: null } })).status()).toBe(200);
    expect((await visitor.get(link.path)).status()).toBe(200);
  } finally {
    await visitor.dispose();
  }
});

test("each portfolio shows its own chosen sections; unknown or empty section lists are refused", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, "Closed the Acme expansion");
  const lastYear = new Date().getUTCFullYear() - 1;
  expect(
    (
      await rep.api.post("/api/quota-records", {
        data: { year: lastYear, periodType: "annual", quota: "800000", attainment: "1000000" },
      })
    ).status(),
  ).toBe(201);
  const experience = CONTENT_TYPES.find((type) => type.path === "/api/experiences")!;
  expect(
    (
      await rep.api.post("/api/experiences", { data: { ...experience.create(), company: "Globex Analytics" } })
    ).status(),
  ).toBe(201);

  const everything = await createShareLink(rep.api, [id], { name: "Everything" });
  expect(everything.link.sections).toEqual(["quota", "achievements", "deals", "experience", "references", "about"]);
  const careerOnly = await createShareLink(rep.api, [id], {
    name: "Career only",
    sections: ["experience", "achievements"],
  });
  expect(careerOnly.link.sections).toEqual(["achievements", "experience"]);

  const visitor = await playwrightRequest.newContext({
    baseURL: BASE_URL,
  });
  try {
    const full = await (await visitor.get(everything.path)).text();
    expect(full).toContain("Quota performance");
    expect(full).toContain("Globex Analytics");
    const partial = await (await visitor.get(careerOnly.path)).text();
    expect(partial).toContain("Globex Analytics");
    expect(partial).toContain("Closed the Acme expansion");
    expect(partial).not.toContain("Quota performance");

    // The owner narrows a link later: the page follows at once.
    const narrowed = await rep.api.patch(`/api/share-links/${everything.link.id}`, { data: { sections: ["quota"] } });
    expect(narrowed.status()).toBe(200);
    const quotaOnly = await (await visitor.get(everything.path)).text();
    expect(quotaOnly).toContain("Quota performance");
    expect(quotaOnly).not.toContain("Globex Analytics");
    expect(quotaOnly).not.toContain("Closed the Acme expansion");
  } finally {
    await visitor.dispose();
  }

  for (const sections of [[], ["payroll"], "quota"]) {
    const refused = await rep.api.patch(`/api/share-links/${everything.link.id}`, { data: { sections } });
    expect(refused.status(), JSON.stringify(sections)).toBe(422);
    expect((await refused.json()).error.fields).toHaveProperty("sections");
  }
  expect(
    (await rep.api.post("/api/export/shareable-link", { data: { achievementIds: [id], sections: [] } })).status(),
  ).toBe(422);
});
