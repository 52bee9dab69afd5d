// The shared page at 500 achievements: the newest open as cards, the rest one line each behind a native
// "Show more" disclosure, every one of them in the first response, and that response under 300 KB.
import { createManyAchievements, createShareLink } from "../share-fixtures";
import { expect, test, uniqueSuffix } from "./helpers";

const BUDGET_BYTES = 300 * 1024;

test("a shared page of 500 achievements stays under 300 KB and still names every achievement", async ({
  newUser,
  request,
}) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  const prefix = `Scale win ${uniqueSuffix()}`;
  const ids = await createManyAchievements(rep.api, 500, prefix);
  const { path } = await createShareLink(rep.api, ids);

  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const body = await response.body();
  const html = body.toString("utf8");
  expect(body.length, `first response of ${body.length} bytes`).toBeLessThanOrEqual(BUDGET_BYTES);

  // The 10 newest as full cards, the other 490 behind the disclosure, which works without script.
  expect(html.match(/data-testid="shared-achievement"/g)).toHaveLength(10);
  expect(html).toMatch(/<details[^>]*data-testid="show-all"/);
  expect(html).toContain("Show 490 more achievements");
  // Every achievement is in the page, the oldest included (titles are whole words: "… 1" must not match "… 100").
  for (let n = 1; n <= 500; n++) expect(html, `achievement ${n}`).toMatch(new RegExp(`>${prefix} ${n}[< ]`));
});
