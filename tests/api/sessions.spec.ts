// Sessions of their own: every sign-in is a row the cookie points to. Signing out ends this browser's session only;
// the list shows each one (device, place, last active) and can end any of them; "sign out everywhere" ends all; a
// password change keeps the browser that made it and ends the others.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test, uniqueSuffix, type RegisteredUser } from "./helpers";

type SessionView = {
  id: number;
  device: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  place: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** A second browser signed in to the account (a phone, by its user agent). */
async function secondDevice(user: RegisteredUser, baseURL: string | undefined): Promise<APIRequestContext> {
  const phone = await playwrightRequest.newContext({ baseURL, userAgent: PHONE });
  const login = await phone.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  return phone;
}

test("signing out ends this session only: the other device stays signed in, a copy of the ended cookie does not", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const phone = await secondDevice(rep, baseURL);
  const copy = await playwrightRequest.newContext({ baseURL, storageState: await rep.api.storageState() });
  try {
    expect((await copy.get("/api/auth/me")).status()).toBe(200);
    expect((await rep.api.post("/api/auth/logout")).status()).toBe(200);
    expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
    expect((await copy.get("/api/auth/me")).status(), "a copy of the signed-out cookie").toBe(401);
    expect((await phone.get("/api/auth/me")).status(), "the other device").toBe(200);
  } finally {
    await copy.dispose();
    await phone.dispose();
  }
});

test("the sessions list shows each device with its place; ending one signs that device out; another account's id is not found", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const stranger = await newUser();
  const phone = await secondDevice(rep, baseURL);
  try {
    const listed = await rep.api.get("/api/auth/sessions");
    expect(listed.status()).toBe(200);
    const sessions = (await listed.json()) as SessionView[];
    expect(sessions).toHaveLength(2);
    const here = sessions.find((session) => session.current)!;
    const other = sessions.find((session) => !session.current)!;
    expect(here).toBeTruthy();
    expect(other).toMatchObject({
      device: "Apple iPhone",
      browser: "Mobile Safari 17",
      os: "iOS 17.0",
      ip: "127.0.0.1",
      place: "This network",
    });
    expect(Date.parse(other.createdAt)).not.toBeNaN();
    expect(Date.parse(other.lastSeenAt)).not.toBeNaN();
    expect(JSON.stringify(sessions)).not.toMatch(/secret|hash/i);
    // The phone sees the same two, with itself as the current one.
    const fromPhone = (await (await phone.get("/api/auth/sessions")).json()) as SessionView[];
    expect(fromPhone.find((session) => session.current)?.id).toBe(other.id);

    // Someone else cannot end (or learn about) this account's sessions.
    expect((await stranger.api.delete(`/api/auth/sessions/${other.id}`)).status()).toBe(404);
    expect((await stranger.api.get("/api/auth/sessions")).status()).toBe(200);
    expect(
      ((await (await stranger.api.get("/api/auth/sessions")).json()) as SessionView[]).map((s) => s.id),
    ).not.toContain(other.id);
    expect((await phone.get("/api/auth/me")).status()).toBe(200);

    expect((await rep.api.delete(`/api/auth/sessions/${other.id}`)).status()).toBe(200);
    expect((await phone.get("/api/auth/me")).status()).toBe(401);
    expect((await rep.api.get("/api/auth/me")).status()).toBe(200);
    expect((await rep.api.delete(`/api/auth/sessions/${other.id}`)).status(), "already ended").toBe(404);
    expect((await rep.api.delete("/api/auth/sessions/not-an-id")).status()).toBe(404);
    const after = (await (await rep.api.get("/api/auth/sessions")).json()) as SessionView[];
    expect(after.map((session) => session.id)).toEqual([here.id]);
    const anonymous = await playwrightRequest.newContext({ baseURL });
    expect((await anonymous.get("/api/auth/sessions")).status()).toBe(401);
    await anonymous.dispose();
  } finally {
    await phone.dispose();
  }
});

test("'sign out everywhere' ends every session, this one included", async ({ newUser, baseURL }) => {
  const rep = await newUser();
  const phone = await secondDevice(rep, baseURL);
  try {
    expect((await rep.api.post("/api/auth/sessions/revoke")).status()).toBe(200);
    expect((await phone.get("/api/auth/me")).status()).toBe(401);
    expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
  } finally {
    await phone.dispose();
  }
});

test("a password change keeps this session and ends the others; the new password must be strong", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const phone = await secondDevice(rep, baseURL);
  try {
    const short = await rep.api.post("/api/auth/password", {
      data: { currentPassword: rep.password, newPassword: "Short-pw-1" },
    });
    expect(short.status()).toBe(422);
    expect((await short.json()).error.fields.newPassword).toBe("Use at least 12 characters");
    const guessable = await rep.api.post("/api/auth/password", {
      data: { currentPassword: rep.password, newPassword: "password1234" },
    });
    expect(guessable.status()).toBe(422);
    expect((await guessable.json()).error.fields.newPassword).toMatch(/^This password is too easy to guess: /);
    // The account's own names are easy to guess too.
    const own = await rep.api.post("/api/auth/password", {
      data: { currentPassword: rep.password, newPassword: `${rep.username}2024` },
    });
    expect(own.status()).toBe(422);
    expect((await phone.get("/api/auth/me")).status(), "refused changes end nothing").toBe(200);

    const newPassword = `Harbor-${uniqueSuffix()}-Lamp`;
    const changed = await rep.api.post("/api/auth/password", {
      data: { currentPassword: rep.password, newPassword },
    });
    expect(changed.status()).toBe(200);
    expect((await rep.api.get("/api/auth/me")).status(), "the browser that changed it").toBe(200);
    expect((await phone.get("/api/auth/me")).status(), "every other session").toBe(401);
    expect(((await (await rep.api.get("/api/auth/sessions")).json()) as SessionView[]).length).toBe(1);

    const fresh = await playwrightRequest.newContext({ baseURL });
    expect((await fresh.post("/api/auth/login", { data: { email: rep.email, password: newPassword } })).status()).toBe(
      200,
    );
    await fresh.dispose();
  } finally {
    await phone.dispose();
  }
});

test("new passwords need 12 characters and must be hard to guess; existing ones keep signing in", async ({
  baseURL,
}) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const account = (password: string) => ({
    email: `strength-${uniqueSuffix()}@example.com`,
    password,
    fullName: "Strength Tester",
    username: `strength_${uniqueSuffix()}`,
  });
  try {
    const eleven = await api.post("/api/auth/register", { data: account("Qh-Lamp-427") });
    expect(eleven.status()).toBe(422);
    expect((await eleven.json()).error.fields.password).toBe("Use at least 12 characters");
    const common = await api.post("/api/auth/register", { data: account("password1234") });
    expect(common.status()).toBe(422);
    expect((await common.json()).error.fields.password).toMatch(/^This password is too easy to guess: \S/);
    expect((await api.get("/api/auth/me")).status()).toBe(401);

    const strong = await api.post("/api/auth/register", { data: account(`Quiet-${uniqueSuffix()}-Harbor`) });
    expect(strong.status()).toBe(201);
    expect((await api.get("/api/auth/me")).status()).toBe(200);
  } finally {
    await api.dispose();
  }
  // The operator's account keeps the password it was given (sign-in never re-judges a stored password).
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post("/api/auth/login", {
      data: { email: process.env.QP_TEST_ADMIN_EMAIL, password: process.env.QP_TEST_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
});
