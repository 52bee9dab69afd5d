// Sign-in limits that hold: every attempt is counted before its password is checked, in one atomic statement, so
// parallel guesses cannot get past the limit; an account is slowed down, never locked for long; an address is
// charged only for the wrong passwords it had checked; a browser that signed in to the account before keeps its way
// in; and the caller's address comes from the connection, whatever X-Forwarded-For says (TRUSTED_PROXY_HOPS=0).
import { AddressedClient, loopbackAddress } from "./from-address";
import { expect, test, uniqueSuffix } from "./helpers";

/** Free attempts per account and window (lib/server/data/sign-in-throttle.ts), and the address's wrong passwords. */
const FREE_ATTEMPTS = 5;
const ADDRESS_LIMIT = 30;
const spoofed = () => ({
  "x-forwarded-for": loopbackAddress().replace(/^127\./, "203."),
  "x-quotaproof-peer": loopbackAddress().replace(/^127\./, "198."),
});

test.describe.configure({ timeout: 180_000 });

test("300 parallel wrong passwords for one account: only a handful are checked, the rest answer 429 with Retry-After; the right password works after the delay", async ({
  newUser,
}) => {
  const user = await newUser();
  const attacker = new AddressedClient();
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) => attacker.login(user.email, `parallel-guess-${i}`)),
  );
  const statuses = answers.map((answer) => answer.status);
  const checked = statuses.filter((status) => status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  // The free attempts, plus the few whose delay (1 s, 2 s, 4 s ...) ran out while the burst lasted.
  expect(checked).toBeGreaterThanOrEqual(FREE_ATTEMPTS);
  expect(checked).toBeLessThanOrEqual(FREE_ATTEMPTS + 5);
  expect(refused.length).toBe(300 - checked);
  for (const answer of refused) {
    const wait = Number(answer.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  }

  // Not a lock: after at most the last delay (a minute at most), the owner's password signs in.
  const owner = new AddressedClient();
  let answer = await owner.login(user.email, user.password);
  const started = Date.now();
  while (answer.status === 429 && Date.now() - started < 70_000) {
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"]) * 1000 + 200));
    answer = await owner.login(user.email, user.password);
  }
  expect(answer.status).toBe(200);
  expect(Date.now() - started).toBeLessThanOrEqual(62_000);
  expect((await owner.get("/api/auth/me")).status).toBe(200);
});

test("after 60 wrong passwords for one account, another account's right password from the same address still signs in", async ({
  newUser,
}) => {
  const victim = await newUser();
  const neighbour = await newUser();
  const office = loopbackAddress();
  const attacker = new AddressedClient(office);
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await attacker.login(victim.email, `guess-${i}`)).status);
  expect(statuses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(401));
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(40);

  // A colleague who never signed in from this address before (no known-device cookie) is not locked out...
  const colleague = new AddressedClient(office);
  expect((await colleague.login(neighbour.email, neighbour.password)).status).toBe(200);
  expect((await colleague.get("/api/auth/me")).json()).toMatchObject({ id: neighbour.id });
  // ...and an account registered from that address gets its session.
  const newcomer = new AddressedClient(office);
  const registered = await newcomer.post("/api/auth/register", {
    email: `office-${uniqueSuffix()}@example.com`,
    password: `Office-${uniqueSuffix()}-Lamp`,
    fullName: "Office Newcomer",
    username: `office_${uniqueSuffix()}`,
  });
  expect(registered.status).toBe(201);
  expect((await newcomer.get("/api/auth/me")).status).toBe(200);
});

test("an address that used up its wrong passwords is refused whatever X-Forwarded-For it sends; a known device of the account still signs in, and so does another address", async ({
  newUser,
}) => {
  const rep = await newUser();
  const address = loopbackAddress();
  const guesser = new AddressedClient(address);
  // One guess per made-up account, each with a different spoofed X-Forwarded-For (and a client-sent copy of the
  // server's private peer header): with no trusted proxy, all of them count against the one real address.
  for (let i = 0; i < ADDRESS_LIMIT; i++) {
    const answer = await guesser.login(`nobody-${i}-${uniqueSuffix()}@example.com`, "not-it", spoofed());
    expect(answer.status, `guess ${i + 1}`).toBe(401);
  }
  const refused = await guesser.login(rep.email, rep.password, spoofed());
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
  expect(refused.json()).toMatchObject({ error: { code: "too_many_requests" } });
  expect((await new AddressedClient(address).login(rep.email, rep.password, spoofed())).status).toBe(429);

  // The rep's own browser (it registered, so it carries a known-device cookie) signs in from that address.
  const { cookies } = await rep.api.storageState();
  const device = cookies.filter((cookie) => cookie.name === "qp_device");
  expect(device).toHaveLength(1);
  const ownBrowser = new AddressedClient(address).withCookies(device);
  expect((await ownBrowser.login(rep.email, rep.password, spoofed())).status).toBe(200);
  // The address the server recorded is the connection's, not one of the headers'.
  const sessions = (await ownBrowser.get("/api/auth/sessions", spoofed())).json() as { ip: string; current: boolean }[];
  expect(sessions.find((session) => session.current)?.ip).toBe(address);
  // Elsewhere, nothing is held against anyone.
  expect((await new AddressedClient().login(rep.email, rep.password)).status).toBe(200);
});

test("a correct password gives the address its attempt back: only wrong passwords count against it", async ({
  newUser,
}) => {
  const rep = await newUser();
  const address = new AddressedClient();
  for (let i = 0; i < ADDRESS_LIMIT + 5; i++) {
    expect((await address.login(rep.email, rep.password)).status, `sign-in ${i + 1}`).toBe(200);
  }
});

test("the account's password checks in settings count like sign-ins: deleting the account and changing the password share the account's attempts", async ({
  newUser,
}) => {
  const rep = await newUser();
  const wrongDeletion = () => rep.api.delete("/api/auth/me", { data: { password: `not-mine-${uniqueSuffix()}` } });
  const wrongChange = () =>
    rep.api.post("/api/auth/password", {
      data: { currentPassword: `not-mine-${uniqueSuffix()}`, newPassword: `Fresh-${uniqueSuffix()}-Lamp` },
    });
  const statuses: number[] = [];
  for (const attempt of [wrongDeletion, wrongChange, wrongDeletion, wrongChange, wrongDeletion, wrongChange])
    statuses.push((await attempt()).status());
  expect(statuses).toEqual(Array(FREE_ATTEMPTS + 1).fill(400));
  // The attempt past the free ones set a delay: the next one, right away, waits.
  const refused = await wrongDeletion();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect((await rep.api.get("/api/auth/me")).status()).toBe(200);
});
