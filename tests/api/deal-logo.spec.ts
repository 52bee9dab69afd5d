// A deal's client logo: an https address only (422 otherwise), shown on the rep's shared page beside the deal and
// fetched without a referrer.
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test } from "./helpers";

const deal = {
  title: "Meridian Health rollout",
  description: "Displaced the incumbent across 14 hospitals.",
  arrValue: "250000",
};

test("a deal's client logo must be an https address and shows on the shared page", async ({ newUser }) => {
  const rep = await newUser();
  for (const clientLogo of ["http://logos.example.com/meridian.png", "javascript:alert(1)", "not a url"]) {
    const refused = await rep.api.post("/api/deal-highlights", { data: { ...deal, clientLogo } });
    expect(refused.status(), clientLogo).toBe(422);
    expect((await refused.json()).error.fields).toHaveProperty("clientLogo");
  }
  const logo = "https://logos.example.com/meridian.png";
  const created = await rep.api.post("/api/deal-highlights", { data: { ...deal, clientLogo: logo } });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({ clientLogo: logo });

  const link = await createShareLink(rep.api, [await createAchievement(rep.api, "Closed the Meridian rollout")]);
  const html = await (await rep.api.get(link.path)).text();
  expect(html).toContain(deal.title);
  expect(html).toMatch(
    /<img[^>]+alt="Client logo"[^>]+src="https:\/\/logos\.example\.com\/meridian\.png"|<img[^>]+src="https:\/\/logos\.example\.com\/meridian\.png"[^>]+alt="Client logo"/,
  );
  // The logo's host never learns the page's unguessable address.
  const img = /<img[^>]*src="https:\/\/logos\.example\.com\/meridian\.png"[^>]*>/.exec(html)?.[0] ?? "";
  // (HTML attribute names are case-insensitive: React writes it as referrerPolicy.)
  expect(img).toMatch(/referrerpolicy="no-referrer"/i);
});
