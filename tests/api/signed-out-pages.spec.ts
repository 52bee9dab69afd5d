// A signed-out visitor opening any page of the signed-in app gets 401 with the sign-in form in place, at the same
// address (no redirect), under a neutral title: the page's own title (e.g. "Review queue") is not given away.
// Signing in through that form goes on to the page that was asked for.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, test } from "./helpers";

const PAGES = [
  { path: "/dashboard", title: "Dashboard" },
  { path: "/team", title: "Team" },
  { path: "/settings", title: "Settings" },
  { path: "/settings/integrations", title: "Integrations" },
  { path: "/billing", title: "Plan &amp; Billing" },
  { path: "/insights", title: "Insights" },
  { path: "/talent", title: "Talent network" },
  { path: "/upgrade", title: "Upgrade" },
  { path: "/admin/reviews", title: "Review queue" },
  { path: "/admin/upgrades", title: "Upgrade requests" },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("every signed-in page answers 401 to a visitor, with the sign-in form and a neutral title", async () => {
  const guest = await playwrightRequest.newContext({ baseURL: BASE_URL, maxRedirects: 0 });
  try {
    for (const { path, title } of PAGES) {
      const response = await guest.get(path);
      expect(response.status(), path).toBe(401);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
      expect(html, path).toContain('name="password"');
      expect(titleOf(html), path).toBe("Sign In · QuotaProof");
      expect(html, path).not.toContain(`<title>${title}`);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  } finally {
    await guest.dispose();
  }
});

test("a signed-in member gets the page itself, with its own title", async ({ newUser }) => {
  const rep = await newUser();
  const response = await rep.api.get("/team", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(titleOf(html)).toBe("Team · QuotaProof");
  expect(html).not.toMatch(/<h1[^>]*>Welcome back<\/h1>/);
});
