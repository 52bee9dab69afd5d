// The portfolio lists by pages: `?limit=&cursor=`, the next cursor in X-Next-Cursor, the whole list without either.
import type { APIRequestContext } from "@playwright/test";
import { CONTENT_TYPES } from "./payloads";
import { expect, setPlan, test, type RegisteredUser } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;

/** Seven create bodies per list, with sort keys that tie and that are null where a list allows it. */
function bodies(path: string): Record<string, unknown>[] {
  const base = CONTENT_TYPES.find((type) => type.path === path)!.create();
  const seven = Array.from({ length: 7 }, (_, i) => i);
  if (path === "/api/quota-records") {
    // Quarters and whole years of two years: a year's record (no quarter) sorts after its quarters.
    return seven.map((i) =>
      i < 2
        ? { ...base, year: lastYear - i, periodType: "annual", quarter: undefined }
        : { ...base, year: lastYear - (i % 2), quarter: 1 + Math.floor((i - 2) / 2) },
    );
  }
  if (path === "/api/experiences") {
    // Two share a start date and two have none: the order falls back to the creation time, then the id.
    const starts = ["2021-03-01", "2021-03-01", null, "2019-06-01", null, "2023-01-15", "2018-01-01"];
    return seven.map((i) => ({ ...base, company: `Company ${i}`, startDate: starts[i] ?? undefined }));
  }
  return seven.map(() => base);
}

async function seed(rep: RegisteredUser, path: string): Promise<void> {
  for (const body of bodies(path)) {
    const created = await rep.api.post(path, { data: body });
    expect(created.status(), await created.text()).toBe(201);
  }
}

async function ids(api: APIRequestContext, url: string): Promise<{ ids: number[]; next: string | undefined }> {
  const response = await api.get(url);
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()) as { id: number }[];
  return { ids: items.map((item) => item.id), next: response.headers()["x-next-cursor"] };
}

async function walk(api: APIRequestContext, path: string, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const page = await ids(api, `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    pages.push(page.ids);
    cursor = page.next;
  } while (cursor && pages.length < 20);
  return pages;
}

for (const { path } of CONTENT_TYPES) {
  test(`${path} by pages: the pages concatenate to the whole list, in order, and the last has no cursor`, async ({
    newUser,
  }) => {
    const rep = await newUser();
    await setPlan(rep.email, "pro");
    await seed(rep, path);

    const whole = await ids(rep.api, path);
    expect(whole.ids).toHaveLength(7);
    expect(whole.next).toBeUndefined();

    const byThree = await walk(rep.api, path, 3);
    expect(byThree.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(byThree.flat()).toEqual(whole.ids);

    // A page that ends exactly at the end of the list has no cursor either.
    const bySeven = await walk(rep.api, path, 7);
    expect(bySeven).toEqual([whole.ids]);
    expect((await walk(rep.api, path, 1)).flat()).toEqual(whole.ids);
  });
}

test("the cursor of another rep's list names only a position: the caller still sees only their own items", async ({
  newUser,
}) => {
  const [alice, bob] = await Promise.all([newUser(), newUser()]);
  await Promise.all([seed(alice, "/api/achievements"), seed(bob, "/api/achievements")]);
  const aliceFirst = await ids(alice.api, "/api/achievements?limit=2");
  expect(aliceFirst.next).toBeTruthy();
  const bobWhole = (await ids(bob.api, "/api/achievements")).ids;

  const bobWithAliceCursor = await ids(bob.api, `/api/achievements?limit=200&cursor=${aliceFirst.next}`);
  const aliceWhole = (await ids(alice.api, "/api/achievements")).ids;
  for (const id of bobWithAliceCursor.ids) {
    expect(bobWhole).toContain(id);
    expect(aliceWhole).not.toContain(id);
  }
  expect(bobWithAliceCursor.next).toBeUndefined();
});

test("a bad limit or cursor answers 400 with the field, in the one error shape", async ({ newUser }) => {
  const rep = await newUser();
  await seed(rep, "/api/achievements");
  const first = await ids(rep.api, "/api/achievements?limit=2");
  for (const limit of ["0", "201", "abc", "1.5", "-3", ""]) {
    const response = await rep.api.get(`/api/achievements?limit=${limit}`);
    expect(response.status(), `limit=${limit}`).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("bad_request");
    expect(error.fields.limit).toBe("limit must be a whole number from 1 to 200");
  }
  // A cursor of another list's shape (experiences sort on three keys), text that is not base64url JSON, a tampered
  // id, a position that is not a time.
  // (experiences sort on three keys), text that is not base64url JSON, a tampered id.
  const experienceCursor = Buffer.from(JSON.stringify(["2021-03-01", "2026-01-01 00:00:00+00", "1"])).toString(
    "base64url",
  );
  const tampered = Buffer.from(JSON.stringify(["2026-01-01 00:00:00+00", "1 or 1=1"])).toString("base64url");
  const notATime = Buffer.from(JSON.stringify(["last tuesday", "5"])).toString("base64url");
  for (const cursor of ["not*a*cursor", "bm90IGpzb24", experienceCursor, tampered, notATime, ""]) {
    const response = await rep.api.get(`/api/achievements?limit=2&cursor=${cursor}`);
    expect(response.status(), `cursor=${cursor}`).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("bad_request");
    expect(error.fields.cursor).toBeTruthy();
  }
  // The cursor alone pages with the default size: the rest of the list.
  const rest = await ids(rep.api, `/api/achievements?cursor=${first.next}`);
  expect(rest.ids).toHaveLength(5);
  expect(rest.next).toBeUndefined();
});
