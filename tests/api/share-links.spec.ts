// Shareable links over HTTP: POST /api/export/shareable-link, the owner's GET/PATCH/DELETE /api/share-links,
// and what the public page /p/<slug> and its preview image give a signed-out visitor.
import type { APIRequestContext } from "@playwright/test";
import { createAchievement, createShareLink, createSignedQuotaRecord } from "../share-fixtures";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;

/** The content of a <meta> tag in the page's HTML, by name or property. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

async function page(api: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await api.get(path);
  return { status: response.status(), html: await response.text() };
}

type ListedLink = {
  id: number;
  slug: string;
  viewCount: number;
  lastViewedAt: string | null;
  allowIndexing: boolean;
  revokedAt: string | null;
  achievementCount: number;
};

async function listed(api: APIRequestContext, id: number): Promise<ListedLink | undefined> {
  const response = await api.get("/api/share-links");
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListedLink[]).find((l) => l.id === id);
}

test("a link shows exactly the chosen achievements, the quota figures and the tags a preview needs", async ({
  newUser,
  request,
  baseURL,
}) => {
  const rep = await newUser();
  const suffix = uniqueSuffix();
  const chosen = [`Closed Globex ${suffix}`, `Ramped in 3 months ${suffix}`];
  const left = `Unshared side project ${suffix}`;
  const ids = [await createAchievement(rep.api, chosen[0]!), await createAchievement(rep.api, chosen[1]!)];
  await createAchievement(rep.api, left);
  const record = await rep.api.post("/api/quota-records", {
    data: { year: lastYear, periodType: "quarterly", quarter: 3, quota: "400000", attainment: "500000" },
  });
  expect(record.status()).toBe(201);

  const { shareUrl, link, path } = await createShareLink(rep.api, ids, { userId: rep.id });
  expect(new URL(shareUrl).origin).toBe(new URL(baseURL!).origin);
  expect(path).toMatch(/^\/p\/[A-Za-z0-9_-]{22}$/); // 16 random bytes
  expect(link).toMatchObject({
    slug: path.slice(3),
    url: shareUrl,
    achievementCount: 2,
    allowIndexing: false,
    viewCount: 0,
    revokedAt: null,
  });
  // Same selection, new slug: nothing about the slug comes from the user or the selection (a second live link
  // needs Pro: Starter keeps one).
  await setPlan(rep.email, "pro");
  expect((await createShareLink(rep.api, ids)).link.slug).not.toBe(link.slug);

  const { status, html } = await page(request, path);
  expect(status).toBe(200);
  for (const title of chosen) expect(html).toContain(title);
  expect(html).not.toContain(left);
  expect(html).toContain(rep.fullName);
  expect(html).toContain("125%"); // attainment of the one period
  expect(html).toContain("$500K");
  expect(html).toContain("$400K");
  expect(html).not.toContain(rep.email);

  expect(meta(html, "robots")).toBe("noindex, nofollow");
  expect(meta(html, "og:title")).toBe(`${rep.fullName} · Verified Sales Portfolio | QuotaProof`);
  expect(html).toContain(`<title>${rep.fullName} · Verified Sales Portfolio | QuotaProof</title>`);
  expect(meta(html, "og:description")).toContain("125% average quota attainment");
  expect(meta(html, "twitter:card")).toBe("summary_large_image");
  const image = new URL(meta(html, "og:image") ?? "");
  expect(image.pathname).toBe(`${path}/opengraph-image`);
  const png = await request.get(image.pathname + image.search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString("latin1")).toBe("PNG");
});

test("the page is noindex unless the owner allows indexing, which they can change", async ({ newUser, request }) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, `Indexed win ${uniqueSuffix()}`);
  const { link, path } = await createShareLink(rep.api, [id], { allowIndexing: true });
  expect(link.allowIndexing).toBe(true);
  expect(meta((await page(request, path)).html, "robots")).toBe("index, follow");

  const bad = await rep.api.patch(`/api/share-links/${link.id}`, { data: { allowIndexing: "yes" } });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error.fields.allowIndexing).toBe("allowIndexing must be true or false");
  const badCreate = await rep.api.post("/api/export/shareable-link", {
    data: { achievementIds: [id], allowIndexing: 1 },
  });
  expect(badCreate.status()).toBe(422);

  const patched = await rep.api.patch(`/api/share-links/${link.id}`, { data: { allowIndexing: false } });
  expect(patched.status()).toBe(200);
  expect(await patched.json()).toMatchObject({ id: link.id, allowIndexing: false });
  expect(meta((await page(request, path)).html, "robots")).toBe("noindex, nofollow");
  expect((await listed(rep.api, link.id))?.allowIndexing).toBe(false);
});

test("views by visitors count, the owner's own views and the preview image don't", async ({
  newUser,
  request,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const { link, path } = await createShareLink(rep.api, [
    await createAchievement(rep.api, `Viewed win ${uniqueSuffix()}`),
  ]);

  expect((await page(request, path)).status).toBe(200);
  const other = await playwright.request.newContext({ baseURL });
  expect((await page(other, path)).status).toBe(200);
  await other.dispose();
  expect((await page(rep.api, path)).status).toBe(200); // the owner, signed in
  expect((await request.get(`${path}/opengraph-image`)).status()).toBe(200);

  // Views are counted once each page is out: wait for the two visitors' counts as the owner's list would show them.
  await expect.poll(async () => (await listed(rep.api, link.id))?.viewCount).toBe(2);
  const after = await listed(rep.api, link.id);
  expect(after?.viewCount).toBe(2);
  expect(after?.lastViewedAt).not.toBeNull();
});

test("the owner lists and revokes links; a revoked link answers 404 for good", async ({ newUser, request }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, `Revoked win ${uniqueSuffix()}`);
  const older = await createShareLink(rep.api, [id]);
  const { link, path } = await createShareLink(rep.api, [id]);

  const list = (await (await rep.api.get("/api/share-links")).json()) as ListedLink[];
  expect(list.map((l) => l.id)).toEqual([link.id, older.link.id]); // newest first
  expect(list[0]).toMatchObject({ slug: link.slug, achievementCount: 1, revokedAt: null });

  const revoked = await rep.api.delete(`/api/share-links/${link.id}`);
  expect(revoked.status()).toBe(200);
  const revokedAt = (await revoked.json()).revokedAt as string;
  expect(Date.parse(revokedAt)).not.toBeNaN();

  const gone = await page(request, path);
  expect(gone.status).toBe(404);
  expect(gone.html).toContain("Page Not Found");
  expect(gone.html).not.toContain(rep.fullName);
  expect((await request.get(`${path}/opengraph-image`)).status()).toBe(404);
  expect((await listed(rep.api, link.id))?.revokedAt).toBe(revokedAt);
  // Revoking again keeps the first time; a revoked link can't be changed; the other link still works.
  expect((await (await rep.api.delete(`/api/share-links/${link.id}`)).json()).revokedAt).toBe(revokedAt);
  expect((await rep.api.patch(`/api/share-links/${link.id}`, { data: { allowIndexing: true } })).status()).toBe(409);
  expect((await page(request, older.path)).status).toBe(200);
  expect((await page(request, "/p/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
});

test("another user can't see, change or revoke a link, nor share someone else's achievements", async ({
  newUser,
  request,
}) => {
  const alice = await newUser();
  const mallory = await newUser();
  const id = await createAchievement(alice.api, `Alice's deal ${uniqueSuffix()}`);
  const { link, path } = await createShareLink(alice.api, [id]);

  expect(await (await mallory.api.get("/api/share-links")).json()).toEqual([]);
  expect((await mallory.api.patch(`/api/share-links/${link.id}`, { data: { allowIndexing: true } })).status()).toBe(
    404,
  );
  expect((await mallory.api.delete(`/api/share-links/${link.id}`)).status()).toBe(404);
  expect((await mallory.api.delete("/api/share-links/not-a-number")).status()).toBe(404);
  expect((await mallory.api.post("/api/export/shareable-link", { data: { achievementIds: [id] } })).status()).toBe(404);
  expect(
    (
      await mallory.api.post("/api/export/shareable-link", { data: { achievementIds: [id], userId: alice.id } })
    ).status(),
  ).toBe(403);
  // Mallory's own book is empty: a link to nothing is refused.
  const empty = await mallory.api.post("/api/export/shareable-link", { data: { achievementIds: [] } });
  expect(empty.status()).toBe(422);
  expect((await empty.json()).error.fields.sections).toBe("The chosen sections hold nothing to share yet");

  expect((await request.get("/api/share-links")).status()).toBe(401);
  expect((await request.delete(`/api/share-links/${link.id}`)).status()).toBe(401);
  // Untouched.
  expect(await listed(alice.api, link.id)).toMatchObject({ allowIndexing: false, revokedAt: null });
  expect((await page(request, path)).status).toBe(200);
});

test("an achievement deleted after sharing drops off the page; the rest still shows", async ({ newUser, request }) => {
  const rep = await newUser();
  const suffix = uniqueSuffix();
  const kept = await createAchievement(rep.api, `Kept win ${suffix}`);
  const deleted = await createAchievement(rep.api, `Deleted win ${suffix}`);
  const { path } = await createShareLink(rep.api, [kept, deleted]);
  expect((await rep.api.delete(`/api/achievements/${deleted}`)).status()).toBe(200);

  const { status, html } = await page(request, path);
  expect(status).toBe(200);
  expect(html).toContain(`Kept win ${suffix}`);
  expect(html).not.toContain(`Deleted win ${suffix}`);
});

test("Starter pages carry the Unverified watermark and no badge; Pro pages badge what a manager signed", async ({
  newUser,
  request,
  baseURL,
}) => {
  const rep = await newUser();
  const signer = { name: `Dana Lee ${uniqueSuffix()}`, title: "VP of Sales" };
  await createSignedQuotaRecord(rep.api, baseURL!, signer);
  const { path } = await createShareLink(rep.api, [await createAchievement(rep.api, `Badge test ${uniqueSuffix()}`)]);

  const starter = (await page(request, path)).html;
  expect(starter).toContain('data-testid="unverified-watermark"');
  expect(starter).toContain("the figures on this page are self-reported");
  expect(starter).not.toContain('data-testid="verified-badge"');
  // The state stays readable as plain text.
  expect(starter).toContain(`Verified at example.com · Manager e-signature · ${signer.name}, ${signer.title}`);

  await setPlan(rep.email, "pro", baseURL);
  const pro = (await page(request, path)).html;
  expect(pro).not.toContain('data-testid="unverified-watermark"');
  expect(pro).toContain('data-testid="verified-badge"');
  expect(pro).toContain(`Manager e-signature · ${signer.name}, ${signer.title}`);
  expect(pro).not.toContain(rep.email);
});

test("the page is server-rendered with no script at all, and no internal page is left", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  const title = `Closed Initech ${uniqueSuffix()}`;
  const { path, link } = await createShareLink(rep.api, [await createAchievement(rep.api, title)]);
  const { status, html } = await page(request, path);
  expect(status).toBe(200);
  // The content is in the markup itself (readable before, or without, any script).
  expect(html).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
  // Nothing to run: the page is a whole document of its own (docs/performance.md, "Public pages without the
  // framework").
  expect(html).not.toContain("<script");
  expect(html).toMatch(/<style\b|<link[^>]+rel="stylesheet"/i); // styled all the same

  for (const headers of [{}, { "x-quotaproof-render": "guess" }] as Record<string, string>[]) {
    const internal = await request.get(`/render/shared/${link.slug}`, { headers });
    expect(internal.status()).toBe(404);
    expect(await internal.text()).not.toContain(title);
  }
});

test("a viewed page follows every change at once: the portfolio, the profile, the plan, the link's sections and revocation", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, `Closed Globex ${uniqueSuffix()}`);
  const { path, link } = await createShareLink(rep.api, [id]);
  expect((await page(request, path)).html).toContain('data-testid="unverified-watermark"');

  const renamed = `Closed the Globex expansion ${uniqueSuffix()}`;
  expect((await rep.api.put(`/api/achievements/${id}`, { data: { title: renamed } })).status()).toBe(200);
  expect((await page(request, path)).html).toContain(renamed);

  const company = `Northwind ${uniqueSuffix()}`;
  expect((await rep.api.patch("/api/auth/me", { data: { company } })).status()).toBe(200);
  expect((await page(request, path)).html).toContain(company);

  await setPlan(rep.email, "pro");
  expect((await page(request, path)).html).not.toContain('data-testid="unverified-watermark"');

  // A link shows something: the rep narrows it to a quota section that holds a record.
  const quota = { year: new Date().getUTCFullYear() - 1, periodType: "annual", quota: "500000", attainment: "600000" };
  expect((await rep.api.post("/api/quota-records", { data: quota })).status()).toBe(201);
  expect((await rep.api.patch(`/api/share-links/${link.id}`, { data: { sections: ["quota"] } })).status()).toBe(200);
  expect((await page(request, path)).html).not.toContain(renamed);

  expect((await rep.api.delete(`/api/share-links/${link.id}`)).status()).toBe(200);
  expect((await page(request, path)).status).toBe(404);
});
