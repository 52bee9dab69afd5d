// GET /api/badges/linkedin: Starter 402; Pro without an open share link 409; with one, `?format=json` gives the
// badge image (a PNG of verified figures, public like the page) and LinkedIn's documented "add to profile" URL
// for a certification pointing at that page.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { TEST_ISSUER } from "../issuer-settings";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, setPlan, test } from "./helpers";

test("the LinkedIn badge: 402 on Starter, 409 without a share link, then its image and add-to-profile URL", async ({
  newUser,
}) => {
  const rep = await newUser();
  expect((await rep.api.get("/api/badges/linkedin?format=json")).status()).toBe(402);
  await setPlan(rep.email, "pro");
  const none = await rep.api.get("/api/badges/linkedin?format=json");
  expect(none.status()).toBe(409);

  // A password-protected link cannot carry the badge; an open one does.
  const id = await createAchievement(rep.api, "Closed the Acme expansion");
  await createShareLink(rep.api, [id], { password: "secret-pass" });
  expect((await rep.api.get("/api/badges/linkedin?format=json")).status()).toBe(409);
  const link = await createShareLink(rep.api, [id], { name: "LinkedIn" });

  const answer = await rep.api.get("/api/badges/linkedin?format=json");
  expect(answer.status()).toBe(200);
  const { imageUrl, addToProfileUrl } = (await answer.json()) as { imageUrl: string; addToProfileUrl: string };
  expect(new URL(imageUrl).pathname).toBe(`${link.path}/badge`);
  const add = new URL(addToProfileUrl);
  expect(`${add.origin}${add.pathname}`).toBe("https://www.linkedin.com/profile/add");
  expect(add.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
  expect(add.searchParams.get("name")).toBe("Verified Quota Attainment");
  // The issuer's LinkedIn page stands for the organisation (its logo and link), instead of a name.
  expect(add.searchParams.get("organizationId")).toBe(TEST_ISSUER.LINKEDIN_ORGANIZATION_ID);
  expect(add.searchParams.has("organizationName")).toBe(false);
  expect(new URL(add.searchParams.get("certUrl")!).pathname).toBe(link.path);
  expect(add.searchParams.get("issueYear")).toBe(String(new Date().getUTCFullYear()));

  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const image = await visitor.get(new URL(imageUrl).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
  } finally {
    await visitor.dispose();
  }
  // Without format=json the call leads to the image.
  const redirect = await rep.api.get("/api/badges/linkedin", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(new URL(redirect.headers().location!).pathname).toBe(`${link.path}/badge`);
});
