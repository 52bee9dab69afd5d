import { request as playwrightRequest } from "@playwright/test";
import { expect, newUser, test, uniqueSuffix } from "./helpers";

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
    expect(fields.password).toBe("Password must be at least 6 characters");
    expect(fields.fullName).toBe("Full name is required");
    expect(fields.email).toBe("Please enter a valid email address");

    const sameEmail = await api.post("/api/auth/register", {
      data: {
        email: first.email.toUpperCase(),
        password: "secret1",
        fullName: "Other",
        username: `other_${uniqueSuffix()}`,
      },
    });
    expect(sameEmail.status()).toBe(409);
    expect((await sameEmail.json()).error.message).toBe("An account with this email already exists");

    const sameUsername = await api.post("/api/auth/register", {
      data: {
        email: `x${uniqueSuffix()}@example.com`,
        password: "secret1",
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
    extraHTTPHeaders: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1` },
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

test("failed logins are throttled per account: 429 after 10 in the window, even with the right password", async ({
  newUser,
  baseURL,
}) => {
  const user = await newUser();
  const ip = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    // Each attempt from a different address: the account's own count must still stop the guessing.
    for (let i = 0; i < 10; i++) {
      const response = await api.post("/api/auth/login", {
        data: { email: user.email, password: `guess-${i}` },
        headers: { "x-forwarded-for": ip() },
      });
      expect(response.status()).toBe(401);
    }
    const blocked = await api.post("/api/auth/login", {
      data: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": ip() },
    });
    expect(blocked.status()).toBe(429);
    expect(blocked.headers()["retry-after"]).toBe("900");
    expect((await blocked.json()).error.code).toBe("too_many_requests");
  } finally {
    await api.dispose();
  }
});

test("failed logins are throttled per IP across accounts", async ({ baseURL }) => {
  const address = `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const victim = await newUser();
  try {
    for (let i = 0; i < 10; i++) {
      const response = await api.post("/api/auth/login", {
        data: { email: `nobody-${i}-${uniqueSuffix()}@example.com`, password: "x" },
      });
      expect(response.status()).toBe(401);
    }
    const blocked = await api.post("/api/auth/login", { data: { email: victim.email, password: victim.password } });
    expect(blocked.status()).toBe(429);
    // The same account from another address still signs in.
    const elsewhere = await victim.api.post("/api/auth/login", {
      data: { email: victim.email, password: victim.password },
    });
    expect(elsewhere.status()).toBe(200);
  } finally {
    await api.dispose();
    await victim.api.dispose();
  }
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
