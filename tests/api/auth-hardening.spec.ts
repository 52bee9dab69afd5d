// Sign-in hardening: every path to a session is throttled (there is no Auth.js callback route to go around it),
// sign-out and "sign out everywhere" kill copied cookies (the session row ends), the JSON calls answer JSON only,
// and impossible calendar dates are a 422, never a 500.
import { request as playwrightRequest } from "@playwright/test";
import { CONTENT_TYPES } from "./payloads";
import { AddressedClient } from "./from-address";
import { expect, test, uniqueSuffix } from "./helpers";

const contentType = (path: string) => CONTENT_TYPES.find((c) => c.path === path)!;

test("wrong passwords are throttled on every path: the Auth.js routes are gone, and past the free attempts the next one waits, right or wrong", async ({
  newUser,
  baseURL,
}) => {
  const user = await newUser();
  const attacker = await playwrightRequest.newContext({ baseURL });
  // An address of its own: the wrong passwords below must not use up the shared loopback address's allowance.
  const guesser = new AddressedClient();
  try {
    // The catch-all Auth.js routes do not exist: nothing signs in around the throttle.
    const csrf = await attacker.get("/api/auth/csrf");
    expect(csrf.status()).toBe(404);
    for (const provider of ["credentials", "session"]) {
      const callback = await attacker.post(`/api/auth/callback/${provider}`, {
        form: { email: user.email, password: user.password, secret: "x", csrfToken: "x" },
      });
      expect([404, 405], provider).toContain(callback.status());
    }
    expect((await attacker.get("/api/auth/me")).status()).toBe(401);

    for (let i = 0; i < 6; i++) {
      const wrong = await guesser.login(user.email, `wrong-${i}`);
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
    }
    const right = await guesser.login(user.email, user.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await attacker.get("/api/auth/me")).status()).toBe(401);
  } finally {
    await attacker.dispose();
  }
});

test("sign-out and 'sign out everywhere' end copied sessions too", async ({ newUser, baseURL }) => {
  const user = await newUser();
  const copy = await playwrightRequest.newContext({ baseURL, storageState: await user.api.storageState() });
  try {
    expect((await copy.get("/api/auth/me")).status()).toBe(200);
    expect((await user.api.post("/api/auth/logout")).status()).toBe(200);
    expect((await user.api.get("/api/auth/me")).status()).toBe(401);
    expect((await copy.get("/api/auth/me")).status(), "a cookie copied before sign-out").toBe(401);

    // Two fresh sessions; "sign out everywhere" from one ends both.
    expect(
      (await user.api.post("/api/auth/login", { data: { email: user.email, password: user.password } })).status(),
    ).toBe(200);
    const laptop = await playwrightRequest.newContext({ baseURL });
    expect(
      (await laptop.post("/api/auth/login", { data: { email: user.email, password: user.password } })).status(),
    ).toBe(200);
    expect((await laptop.get("/api/auth/me")).status()).toBe(200);
    expect((await user.api.post("/api/auth/sessions/revoke")).status()).toBe(200);
    expect((await laptop.get("/api/auth/me")).status()).toBe(401);
    expect((await user.api.get("/api/auth/me")).status()).toBe(401);
    await laptop.dispose();
  } finally {
    await copy.dispose();
  }
});

test("the JSON sign-in and register calls answer JSON only: a form post is a 400, never a redirect or a session", async ({
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const email = `form-${suffix}@example.com`;
  const password = "Quiet-Harbor-Lamp-42";
  const browser = await playwrightRequest.newContext({ baseURL });
  try {
    // The pages' forms post to their Server Actions (tests/e2e/no-javascript-forms.spec.ts), not here.
    const account = { fullName: "Form User", username: `form_${suffix}`, email, password };
    const formRegister = await browser.post("/api/auth/register", { form: account, maxRedirects: 0 });
    expect(formRegister.status()).toBe(400);
    expect((await formRegister.json()).error.message).toBe("Request body must be valid JSON");
    expect((await browser.get("/api/auth/me")).status()).toBe(401);

    expect((await browser.post("/api/auth/register", { data: account })).status()).toBe(201);
    await browser.post("/api/auth/logout");
    const formLogin = await browser.post("/api/auth/login", { form: { email, password }, maxRedirects: 0 });
    expect(formLogin.status()).toBe(400);
    expect((await browser.get("/api/auth/me")).status()).toBe(401);

    const json = await browser.post("/api/auth/login", { data: { email, password: "nope" } });
    expect(json.status()).toBe(401);
    expect((await json.json()).error.message).toBe("Invalid email or password");
    expect((await browser.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
    expect((await browser.get("/api/auth/me")).status()).toBe(200);
  } finally {
    await browser.dispose();
  }
});

test("impossible calendar dates answer 422 on every content type, never 500", async ({ newUser }) => {
  const rep = await newUser();
  const cases = [
    { path: "/api/achievements", field: "dateReceived", value: "2024-02-31" },
    { path: "/api/achievements", field: "dateReceived", value: "2023-02-29" },
    { path: "/api/experiences", field: "startDate", value: "2022-04-31" },
    { path: "/api/experiences", field: "endDate", value: "2023-13-01" },
    { path: "/api/executive-circle", field: "lastContact", value: "0000-01-01" },
  ];
  for (const c of cases) {
    const response = await rep.api.post(c.path, { data: { ...contentType(c.path).create(), [c.field]: c.value } });
    expect(response.status(), `${c.path} ${c.field}=${c.value}`).toBe(422);
    expect((await response.json()).error.fields[c.field]).toBeTruthy();
  }
  // A real leap day is fine.
  const leap = await rep.api.post("/api/achievements", {
    data: { ...contentType("/api/achievements").create(), dateReceived: "2024-02-29" },
  });
  expect(leap.status()).toBe(201);
});
