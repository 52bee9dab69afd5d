// Sign-in hardening: every path to a session is throttled (there is no Auth.js callback route to go around it),
// sign-out and "sign out everywhere" kill copied cookies (the session row ends), the forms post without JavaScript,
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
    // The form path is throttled too, from any address: the delay belongs to the account.
    const formPost = await attacker.post("/api/auth/login", {
      form: { email: user.email, password: user.password },
      maxRedirects: 0,
    });
    expect(formPost.status()).toBe(303);
    expect(formPost.headers().location).toContain("/login?error=throttled");
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

test("the sign-in and register forms work as plain form posts: 303 to the dashboard, errors back on the page", async ({
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const email = `form-${suffix}@example.com`;
  const browser = await playwrightRequest.newContext({ baseURL });
  try {
    const mismatch = await browser.post("/api/auth/register", {
      form: {
        fullName: "Form User",
        username: `form_${suffix}`,
        email,
        password: "Quiet-Harbor-Lamp-42",
        confirmPassword: "other",
      },
      maxRedirects: 0,
    });
    expect(mismatch.status()).toBe(303);
    expect(mismatch.headers().location).toMatch(/\/register\?error=confirmPassword$/);
    const page = await browser.get(mismatch.headers().location!);
    expect(await page.text()).toContain("Passwords do not match");

    const registered = await browser.post("/api/auth/register", {
      form: {
        fullName: "Form User",
        username: `form_${suffix}`,
        email,
        password: "Quiet-Harbor-Lamp-42",
        confirmPassword: "Quiet-Harbor-Lamp-42",
      },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    expect(new URL(registered.headers().location!).pathname).toBe("/dashboard");
    expect((await browser.get("/api/auth/me")).status()).toBe(200);
    await browser.post("/api/auth/logout");

    const wrong = await browser.post("/api/auth/login", { form: { email, password: "nope" }, maxRedirects: 0 });
    expect(wrong.headers().location).toMatch(/\/login\?error=credentials$/);
    expect(await (await browser.get("/login?error=credentials")).text()).toContain("Invalid email or password");
    const signedIn = await browser.post("/api/auth/login", {
      form: { email, password: "Quiet-Harbor-Lamp-42" },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    expect(new URL(signedIn.headers().location!).pathname).toBe("/dashboard");
    expect((await browser.get("/api/auth/me")).status()).toBe(200);
    // JSON clients keep their JSON answers.
    const json = await browser.post("/api/auth/login", { data: { email, password: "nope" } });
    expect(json.status()).toBe(401);
    expect((await json.json()).error.message).toBe("Invalid email or password");
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
