import { request as playwrightRequest } from "@playwright/test";
import { AddressedClient } from "./from-address";
import { expect, test, uniqueSuffix } from "./helpers";

test("register answers the user without the hash and signs them in", async ({ newUser }) => {
  const user = await newUser({ email: `Mixed.${uniqueSuffix()}@Example.com` });
  const me = await user.api.get("/api/auth/me");
  expect(me.status()).toBe(200);
  const body = await me.json();
  expect(body).toMatchObject({
    id: user.id,
    email: user.email.toLowerCase(),
    fullName: user.fullName,
    subscriptionTier: "starter",
    role: "user",
  });
  expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  const cookies = await user.api.storageState();
  const session = cookies.cookies.find((c) => c.name.includes("session-token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
});

test("register rules: field messages, unique e-mail and username (409)", async ({ newUser, baseURL }) => {
  const first = await newUser();
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const invalid = await api.post("/api/auth/register", {
      data: { email: "not-an-email", password: "12345", fullName: "", username: "x" },
    });
    expect(invalid.status()).toBe(422);
    const fields = (await invalid.json()).error.fields;
    expect(fields.password).toBe("Use at least 12 characters");
    expect(fields.fullName).toBe("Full name is required");
    expect(fields.email).toBe("Please enter a valid email address");

    const sameEmail = await api.post("/api/auth/register", {
      data: {
        email: first.email.toUpperCase(),
        password: "Quiet-Harbor-Lamp-42",
        fullName: "Other",
        username: `other_${uniqueSuffix()}`,
      },
    });
    expect(sameEmail.status()).toBe(409);
    expect((await sameEmail.json()).error.message).toBe("An account with this email already exists");

    const sameUsername = await api.post("/api/auth/register", {
      data: {
        email: `x${uniqueSuffix()}@example.com`,
        password: "Quiet-Harbor-Lamp-42",
        fullName: "Other",
        username: first.username.toUpperCase(),
      },
    });
    expect(sameUsername.status()).toBe(409);
    expect((await sameUsername.json()).error.message).toBe("This username is already taken");
  } finally {
    await api.dispose();
  }
});

test("login, me and logout", async ({ newUser, baseURL }) => {
  const user = await newUser();
  const api = await playwrightRequest.newContext({
    baseURL,
  });
  try {
    expect((await api.get("/api/auth/me")).status()).toBe(401);
    const missing = await api.post("/api/auth/login", { data: { email: "", password: "" } });
    expect(missing.status()).toBe(422);
    expect((await missing.json()).error.fields).toEqual({
      email: "Email is required",
      password: "Password is required",
    });

    const wrong = await api.post("/api/auth/login", { data: { email: user.email, password: "wrong-password" } });
    expect(wrong.status()).toBe(401);
    expect((await wrong.json()).error.message).toBe("Invalid email or password");
    expect((await api.get("/api/auth/me")).status()).toBe(401);

    const ok = await api.post("/api/auth/login", {
      data: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).id).toBe(user.id);
    expect((await (await api.get("/api/auth/me")).json()).id).toBe(user.id);

    expect((await api.post("/api/auth/logout")).status()).toBe(200);
    expect((await api.get("/api/auth/me")).status()).toBe(401);
    expect((await api.get("/api/achievements")).status()).toBe(401);
  } finally {
    await api.dispose();
  }
});

test("failed logins are slowed down per account from any address: a delay, never a long lock", async ({ newUser }) => {
  const user = await newUser();
  // Each attempt from a different address: the account's own count must still slow the guessing down.
  for (let i = 0; i < 6; i++) {
    const response = await new AddressedClient().login(user.email, `guess-${i}-${uniqueSuffix()}`);
    expect(response.status, `attempt ${i + 1}`).toBe(401);
  }
  const blocked = await new AddressedClient().login(user.email, user.password);
  expect(blocked.status).toBe(429);
  const wait = Number(blocked.headers["retry-after"]);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(blocked.json()).toMatchObject({ error: { code: "too_many_requests" } });
  // Once the delay has run, the right password signs in.
  await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
  expect((await new AddressedClient().login(user.email, user.password)).status).toBe(200);
});

test("auth endpoints answer malformed bodies with 400 and the error shape", async ({ request }) => {
  for (const path of ["/api/auth/register", "/api/auth/login"]) {
    for (const data of ["{oops", "[]", '"text"']) {
      const response = await request.post(path, { data, headers: { "content-type": "application/json" } });
      expect(response.status(), `${path} ${data}`).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "bad_request", message: expect.any(String) });
    }
  }
});
