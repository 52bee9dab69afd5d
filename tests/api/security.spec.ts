import { expect, test } from "./helpers";

test("health answers 200 while the database is up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
});

test("responses carry the security headers", async ({ request }) => {
  // Pages, API calls (a missing one too), the path "/api" itself, and a shared page (whose Referrer-Policy is stricter).
  const paths = ["/", "/pricing", "/login", "/dashboard", "/no-such-page", "/api/health", "/api/achievements"];
  for (const path of [...paths, "/api/no-such-call", "/api", "/p/no-such-link"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    expect(headers["referrer-policy"], path).toBe(
      path.startsWith("/p/") ? "no-referrer" : "strict-origin-when-cross-origin",
    );
    expect(headers["x-powered-by"], path).toBeUndefined();
    // API answers load nothing; pages may load their own scripts and images.
    expect(headers["content-security-policy"]!.startsWith("default-src 'none'"), path).toBe(path.startsWith("/api"));
  }
});

test("state-changing calls from another origin are refused", async ({ newUser, baseURL }) => {
  const { api } = await newUser();
  const data = { title: "Cross-site", description: "Should never be stored." };
  const foreign = await api.post("/api/achievements", { data, headers: { origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  const crossSite = await api.post("/api/achievements", { data, headers: { "sec-fetch-site": "cross-site" } });
  expect(crossSite.status()).toBe(403);
  // "Origin: null" (what a page with a no-referrer policy sends, or a sandboxed frame) proves nothing by itself.
  for (const headers of [{ origin: "null" }, { origin: "null", "sec-fetch-site": "cross-site" }] as Record<
    string,
    string
  >[]) {
    expect((await api.post("/api/achievements", { data, headers })).status()).toBe(403);
  }
  const logout = await api.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
  expect(logout.status()).toBe(403);
  expect((await api.get("/api/auth/me")).status()).toBe(200);
  expect(await (await api.get("/api/achievements")).json()).toEqual([]);
  // The same call from our own origin goes through.
  const own = await api.post("/api/achievements", { data, headers: { origin: new URL(baseURL!).origin } });
  expect(own.status()).toBe(201);
  // So does a null origin the browser itself says is this one (a shared page's password form).
  const vouched = await api.post("/api/achievements", {
    data,
    headers: { origin: "null", "sec-fetch-site": "same-origin" },
  });
  expect(vouched.status()).toBe(201);
});

test("a body over 1 MB answers 413 and stores nothing", async ({ newUser }) => {
  const { api } = await newUser();
  const response = await api.post("/api/achievements", {
    data: { title: "Big", description: "x".repeat(1024 * 1024 + 10) },
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).error.code).toBe("too_large");
  expect(await (await api.get("/api/achievements")).json()).toEqual([]);
});

test("overflowing numbers are validation errors, not server errors", async ({ newUser }) => {
  const { api } = await newUser();
  const lastYear = new Date().getUTCFullYear() - 1;
  const cases = [
    { year: lastYear, periodType: "annual", quota: "99999999999999999", attainment: "1" },
    { year: lastYear, periodType: "annual", quota: "1", attainment: "1000" },
    { year: 99999999999, periodType: "annual", quota: "1", attainment: "1" },
    { year: lastYear, periodType: "quarterly", quarter: 9, quota: "1", attainment: "1" },
    { year: lastYear, periodType: "annual", quota: "1", attainment: "1", stackRankPosition: 5, stackRankTotal: 2 },
  ];
  for (const data of cases) {
    const response = await api.post("/api/quota-records", { data });
    expect(response.status(), JSON.stringify(data)).toBe(422);
    const body = await response.text();
    expect(body).not.toMatch(/at \w+ \(|SELECT|INSERT|numeric field overflow/i);
  }
});
