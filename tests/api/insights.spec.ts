// GET /api/insights: Starter 402; Pro sees visitors' views per day (the owner's own never counted), per link,
// PDF downloads from the share page, and the verification rate; 30 or 90 days, anything else 422; 401 signed out.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { createAchievement, createShareLink } from "../share-fixtures";
import type { Insights } from "@/lib/validators/insights";
import { expect, setPlan, test } from "./helpers";

test("Starter is asked to upgrade; signed out is 401; the period is 30 or 90 days", async ({ newUser }) => {
  const rep = await newUser();
  const starter = await rep.api.get("/api/insights");
  expect(starter.status()).toBe(402);
  expect((await starter.json()).error.message).toContain("Pro Seller");
  await setPlan(rep.email, "pro");
  expect((await rep.api.get("/api/insights?days=7")).status()).toBe(422);
  const ninety = (await (await rep.api.get("/api/insights?days=90")).json()) as Insights;
  expect(ninety.viewsByDay).toHaveLength(90);
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await anonymous.get("/api/insights")).status()).toBe(401);
  await anonymous.dispose();
});

test("visitors' views and PDF downloads count per day and per link; the owner's own do not", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, "Closed the Acme expansion");
  const link = await createShareLink(rep.api, [id], { name: "Recruiters" });
  const other = await createShareLink(rep.api, [id], { name: "Hiring managers" });

  // The owner looks at their own page: not counted.
  expect((await rep.api.get(link.path)).status()).toBe(200);
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    for (let i = 0; i < 3; i++) expect((await visitor.get(link.path)).status()).toBe(200);
    expect((await visitor.get(other.path)).status()).toBe(200);
    const pdf = await visitor.get(`${link.path}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  } finally {
    await visitor.dispose();
  }

  // Views and downloads are recorded once each answer is out: wait until the last of them is in.
  const read = async () => (await (await rep.api.get("/api/insights")).json()) as Insights;
  await expect.poll(async () => (await read()).pdfDownloads).toBe(1);
  await expect.poll(async () => (await read()).totalViews).toBe(4);
  const insights = await read();
  expect(insights.days).toBe(30);
  expect(insights.viewsByDay).toHaveLength(30);
  expect(insights.viewsByDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 4 });
  expect(insights.totalViews).toBe(4);
  expect(insights.pdfDownloads).toBe(1);
  expect(insights.links).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: link.link.id, name: "Recruiters", views: 3, pdfDownloads: 1 }),
      expect.objectContaining({ id: other.link.id, name: "Hiring managers", views: 1, pdfDownloads: 0 }),
    ]),
  );
  expect(insights.verification).toEqual({ verified: 0, total: 1, rate: 0 });

  // Another rep sees none of it.
  const stranger = await newUser();
  await setPlan(stranger.email, "pro");
  const theirs = (await (await stranger.api.get("/api/insights")).json()) as Insights;
  expect(theirs.totalViews).toBe(0);
  expect(theirs.links).toEqual([]);
});

test("a Starter's share page offers no PDF", async ({ newUser }) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, "A Starter win");
  const link = await createShareLink(rep.api, [id]);
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect(await (await visitor.get(link.path)).text()).not.toContain("Download PDF");
    expect((await visitor.get(`${link.path}/pdf`)).status()).toBe(404);
  } finally {
    await visitor.dispose();
  }
});
