// The dashboard and the team page come with their first data: the server reads it through the same data functions
// as the JSON API and hands it to the page's query cache, so the browser shows it without asking the API again.
import { expect, test, type Page } from "@playwright/test";
import { createAchievement } from "../share-fixtures";
import { gotoDashboard, register, suffix } from "./portfolio-page";

/** The API reads the page made from the browser (GET /api/..., paths only). */
function watchApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname);
  });
  return reads;
}

const DASHBOARD_LISTS = [
  "/api/auth/me",
  "/api/achievements",
  "/api/quota-records",
  "/api/deal-highlights",
  "/api/experiences",
  "/api/executive-circle",
  "/api/references",
  "/api/about-me",
];

test("the dashboard's lists come with the page: none is fetched after hydration", async ({ page }) => {
  await register(page);
  const title = `Server-rendered win ${suffix()}`;
  await createAchievement(page.request, title);

  // The page's own response carries the achievement (in the data handed to the query cache).
  expect(await (await page.request.get("/dashboard")).text()).toContain(title);

  const reads = watchApiReads(page);
  await gotoDashboard(page);
  await page.getByRole("tab", { name: "Achievements" }).click();
  await expect(page.getByRole("tabpanel").getByText(title, { exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads.filter((path) => DASHBOARD_LISTS.includes(path))).toEqual([]);
});

test("the team page's organisations, members and pending attestations come with the page", async ({ page }) => {
  await register(page);
  const orgName = `Northwind ${suffix()}`;
  expect((await page.request.post("/api/orgs", { data: { name: orgName } })).status()).toBe(201);

  const reads = watchApiReads(page);
  await page.goto("/team");
  await expect(page.getByText(orgName).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Members", level: 2 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const firstData = reads.filter(
    (path) => path === "/api/orgs" || /^\/api\/orgs\/\d+\/(members|attestations)$/.test(path),
  );
  expect(firstData).toEqual([]);
});
