// What a shared cache (a CDN) may keep: the landing page for visitors without a session and the pricing page, for
// five minutes; never a signed-in visitor's page at the same address, a shared portfolio (a revoked link must answer
// at once) or an API answer.
import { expect, test } from "./helpers";

const kept = (headers: Record<string, string>) => headers["cache-control"] ?? "";

test("the landing and pricing pages may be kept by a CDN; the same address signed in may not", async ({
  request,
  newUser,
}) => {
  for (const path of ["/", "/pricing"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(kept(response.headers()), path).toContain("public");
    expect(kept(response.headers()), path).toContain("s-maxage=300");
  }

  const rep = await newUser();
  const signedIn = await rep.api.get("/");
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.text()).toContain("Sales Portfolio");
  expect(kept(signedIn.headers())).not.toContain("public");
  expect(kept(signedIn.headers())).toContain("no-store");
});

test("a shared portfolio and the API are never kept by a shared cache", async ({ request, newUser }) => {
  const rep = await newUser();
  const added = await rep.api.post("/api/achievements", {
    data: { title: "President's Club", description: "Top five per cent of the sales organisation in 2025." },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const created = await rep.api.post("/api/export/shareable-link", { data: { achievementIds: [id] } });
  expect(created.status(), await created.text()).toBe(201);
  const { shareUrl } = (await created.json()) as { shareUrl: string };

  const shared = await request.get(new URL(shareUrl).pathname);
  expect(shared.status()).toBe(200);
  expect(kept(shared.headers())).not.toContain("public");
  expect(kept(shared.headers())).toMatch(/no-store|private/);

  const list = await rep.api.get("/api/achievements");
  expect(kept(list.headers())).not.toContain("public");
  // The API's policy lets nothing load, run or frame its answers.
  expect(list.headers()["content-security-policy"]).toContain("default-src 'none'");
});
