// A protected share link holds however its address is spelled and however fast it is guessed at:
// - the PDF, badge and preview image check the link's password themselves, so a slug with one character
//   percent-encoded (which the router decodes) is refused without the unlock cookie, exactly like the plain address
//   (401 locked, 410 expired, 404 unknown), and served with it;
// - new or changed passwords need 8+ characters (422 under `fields.password`);
// - every password attempt is counted before it is checked, in one atomic statement per counter (the link's and the
//   address's), so a burst of parallel wrong guesses gets at most the limit checked, the rest 429 with Retry-After.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { createAchievement, createShareLink } from "../share-fixtures";
import { AddressedClient } from "./from-address";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

/** Wrong passwords per link, and per address, in a window (lib/server/data/share-password-throttle.ts). */
const LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;
const PASSWORD = "open-sesame-42";
const FILES = [
  { under: "pdf", type: "application/pdf" },
  { under: "badge", type: "image/png" },
  { under: "opengraph-image", type: "image/png" },
];

/** /p/<slug> with the slug's first character percent-encoded (%7A for "z"): the same link to the router. */
function encodedPath(slug: string): string {
  const hex = slug.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
  return `/p/%${hex}${slug.slice(1)}`;
}

async function guest() {
  return playwrightRequest.newContext({ baseURL: BASE_URL, maxRedirects: 0 });
}

test.describe.configure({ timeout: 180_000 });

test("a protected link's PDF, badge and preview image refuse an encoded slug without the cookie and serve it with one", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const title = `Closed the Vandelay expansion ${uniqueSuffix()}`;
  const { link, path } = await createShareLink(rep.api, [await createAchievement(rep.api, title)], {
    password: PASSWORD,
  });
  const encoded = encodedPath(link.slug);
  expect(encoded).not.toBe(path);
  const visitor = await guest();
  try {
    for (const { under } of FILES) {
      for (const base of [path, encoded]) {
        const refused = await visitor.get(`${base}/${under}`, { timeout: 120_000 });
        expect(refused.status(), `${base}/${under}`).toBe(401);
        expect(await refused.json(), `${base}/${under}`).toEqual({
          error: { code: "unauthorized", message: "This portfolio is password-protected" },
        });
      }
    }
    // The page at the encoded address is the same locked page, with the gate's status.
    const page = await visitor.get(encoded);
    expect(page.status()).toBe(401);
    expect(await page.text()).not.toContain(title);

    const unlocked = await visitor.post(path, { form: { password: PASSWORD } });
    expect(unlocked.status()).toBe(303);
    const setCookie = unlocked.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")?.value ?? "";
    const cookie = setCookie.split(";")[0]!;
    expect(cookie).toMatch(new RegExp(`^qp_share_${link.id}=`));
    // The cookie is scoped to the plain address; a client may still send it to the encoded one, which then opens.
    for (const { under, type } of FILES) {
      const served = await visitor.get(`${encoded}/${under}`, { headers: { cookie }, timeout: 120_000 });
      expect(served.status(), under).toBe(200);
      expect(served.headers()["content-type"], under).toContain(type);
    }
  } finally {
    await visitor.dispose();
  }
});

test("an expired link's files answer 410 and an unknown link's 404 under an encoded slug too", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, `Won the Kramerica renewal ${uniqueSuffix()}`);
  const expiresAt = new Date(Date.now() + 5000);
  const { link } = await createShareLink(rep.api, [id], { expiresAt: expiresAt.toISOString() });
  await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 500));
  const visitor = await guest();
  try {
    expect((await visitor.get(encodedPath(link.slug))).status()).toBe(410);
    for (const { under } of FILES) {
      const expired = await visitor.get(`${encodedPath(link.slug)}/${under}`);
      expect(expired.status(), under).toBe(410);
      expect(await expired.json(), under).toEqual({
        error: { code: "gone", message: "This portfolio link has expired" },
      });
      const unknown = await visitor.get(`${encodedPath("QAAAAAAAAAAAAAAAAAAAAA")}/${under}`);
      expect(unknown.status(), under).toBe(404);
    }
  } finally {
    await visitor.dispose();
  }
});

test("new and changed share-link passwords need 8 characters (422 under fields.password); 8 will do", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, `Expanded the Pendant account ${uniqueSuffix()}`);
  const message = "The password must be at least 8 characters";

  const short = await rep.api.post("/api/export/shareable-link", {
    data: { achievementIds: [id], password: "seven77" },
  });
  expect(short.status()).toBe(422);
  expect((await short.json()).error).toMatchObject({ code: "validation_error", fields: { password: message } });

  const { link, path } = await createShareLink(rep.api, [id], { password: "eight888" });
  expect(link.passwordProtected).toBe(true);
  const changed = await rep.api.patch(`/api/share-links/${link.id}`, { data: { password: "1234" } });
  expect(changed.status()).toBe(422);
  expect((await changed.json()).error.fields).toEqual({ password: message });

  // The refused change left the old password in place.
  const visitor = await guest();
  try {
    expect((await visitor.post(path, { form: { password: "eight888" } })).status()).toBe(303);
  } finally {
    await visitor.dispose();
  }
  expect((await rep.api.patch(`/api/share-links/${link.id}`, { data: { password: null } })).status()).toBe(200);
});

test("parallel wrong passwords for one link: at most the limit are checked, the rest answer 429 with Retry-After", async ({
  newUser,
}) => {
  const rep = await newUser();
  const { path } = await createShareLink(rep.api, [await createAchievement(rep.api, "Closed the Initrode deal")], {
    password: PASSWORD,
  });
  const attacker = new AddressedClient();
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => attacker.postForm(path, { password: `parallel-guess-${i}` })),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeGreaterThanOrEqual(1);
  expect(checked).toBeLessThanOrEqual(LIMIT);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length).toBe(60 - checked);
  for (const answer of refused) {
    const wait = Number(answer.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(answer.text).toContain("Too many attempts");
  }
  // Another address cannot take over the guessing: the link's own counter is spent.
  const helper = new AddressedClient();
  const next = await helper.postForm(path, { password: "one-more-guess" });
  expect(next.status).toBe(429);
  expect(Number(next.headers["retry-after"])).toBeGreaterThanOrEqual(1);
});

test("an address that used up its wrong passwords on one link is refused on another; other addresses are not", async ({
  newUser,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, "Renewed the Globex contract");
  const first = await createShareLink(rep.api, [id], { password: PASSWORD });
  const second = await createShareLink(rep.api, [id], { password: PASSWORD });
  const guesser = new AddressedClient();
  for (let i = 0; i < LIMIT; i++) {
    expect((await guesser.postForm(first.path, { password: `guess-${i}` })).status, `guess ${i + 1}`).toBe(401);
  }
  const refused = await guesser.postForm(second.path, { password: PASSWORD });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
  expect(guesser.cookies.size).toBe(0);

  const elsewhere = new AddressedClient();
  expect((await elsewhere.postForm(second.path, { password: PASSWORD })).status).toBe(303);
  expect((await elsewhere.get(second.path)).status).toBe(200);
});

test("right passwords are not held against a link or an address", async ({ newUser }) => {
  const rep = await newUser();
  const { path } = await createShareLink(rep.api, [await createAchievement(rep.api, "Landed the Hooli pilot")], {
    password: PASSWORD,
  });
  const visitor = new AddressedClient();
  for (let i = 0; i < LIMIT + 5; i++) {
    visitor.cookies.clear(); // a fresh browser each time, so the password form is really posted
    expect((await visitor.postForm(path, { password: PASSWORD })).status, `unlock ${i + 1}`).toBe(303);
  }
});
