// Before the script loads (or with JavaScript off) the sign-in, sign-up and settings forms still work: each posts to
// its page's Server Action, the page comes back with the errors under their fields or goes on signed in, and no
// password ever appears in a URL.
import { expect, test, type Page } from "@playwright/test";
import { AddressedClient } from "../api/from-address";
import { confirmAddress, uniqueSuffix, waitForLink } from "../api/helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

async function fillSignUp(page: Page, values: { email: string; username: string; password: string; confirm: string }) {
  await page.getByLabel("Full Name").fill("No Script");
  await page.getByLabel("Username").fill(values.username);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm Password").fill(values.confirm);
  await page.getByRole("button", { name: "Create Account" }).click();
}

test("sign-up and sign-in without JavaScript: errors on the page, then signed in where the form leads", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const email = `nojs-${suffix}@example.com`;
  const password = `Quiet-Harbor-${suffix}-42`;
  const username = `nojs_${suffix}`.slice(0, 30);
  const urls = watchUrls(page);

  // Sign-up from the pricing page's Pro button: a refused form comes back with its error and what was typed.
  await page.goto("/register?plan=pro&billing=monthly");
  await fillSignUp(page, { email, username, password, confirm: "something-else" });
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/register\?plan=pro&billing=monthly$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("No Script");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  expect((await page.request.get("/api/auth/me")).status(), "nothing created, nobody signed in").toBe(401);

  await fillSignUp(page, { email, username, password, confirm: password });
  await expect(page).toHaveURL(/\/upgrade\?billing=monthly&checkout=1$/);
  await expect(page.getByRole("heading", { name: "Upgrade to Pro Seller" })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  // The same address again is refused on its field.
  await page.request.post("/api/auth/logout");
  await page.goto("/register");
  await fillSignUp(page, { email, username: `${username}x`.slice(0, 30), password, confirm: password });
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  for (const url of urls) {
    expect(url, "no credentials in any URL").not.toContain(encodeURIComponent(password));
    expect(url).not.toContain(password);
    expect(url).not.toContain(encodeURIComponent(email));
  }
});

test("without JavaScript, sign-in follows ?next= and the sign-in form in place of a signed-out page works", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const email = `nojs-next-${suffix}@example.com`;
  const password = `Quiet-Harbor-${suffix}-42`;
  const account = { email, password, fullName: "Next Path", username: `nx_${suffix}`.slice(0, 30) };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.request.post("/api/auth/logout");

  await page.goto("/login?next=/settings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  // A crafted next= cannot send the browser to another site.
  await page.request.post("/api/auth/logout");
  await page.goto("/login?next=//evil.example.com/x");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed out, /settings answers 401 with the sign-in form at its own address; posting it signs in and goes on to
  // the page that was asked for.
  await page.request.post("/api/auth/logout");
  const gate = await page.goto("/settings");
  expect(gate?.status()).toBe(401);
  await expect(page).toHaveTitle("Sign In · QuotaProof");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
});

test("without JavaScript, a throttled account is refused with the wait, even with the right password", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const account = {
    email: `nojs-throttle-${suffix}@example.com`,
    password: `Quiet-Harbor-${suffix}-42`,
    fullName: "Throttled",
    username: `th_${suffix}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.request.post("/api/auth/logout");
  // The browser here became a known device of the account when it registered, which only the account's delay would
  // refuse: a fresh browser, with the right password typed in, waiting to post.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  // Wrong passwords from an address of their own: past the 5 free ones each sets a longer delay (1 s, 2 s, 4 s, 8 s).
  const guesser = new AddressedClient();
  for (let counted = 0; counted < 9;) {
    const wrong = await guesser.login(account.email, `wrong-${counted}`);
    if (wrong.status === 429) await new Promise((r) => setTimeout(r, Number(wrong.headers["retry-after"]) * 1000));
    else counted += 1;
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /Too many failed sign-in attempts/ })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("settings without JavaScript: profile and password forms save, and refusals show on their fields", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const account = {
    email: `nojs-settings-${suffix}@example.com`,
    password: "quota-crusher-1",
    fullName: "Sam Settings",
    username: `nss_${suffix}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await confirmAddress(page.request, account.email);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.getByLabel("Job Title").fill("Enterprise Account Executive");
  await page.getByLabel("Video Pitch URL").fill("ftp://example.com/pitch");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("The video pitch must be an http or https address")).toBeVisible();
  await expect(page.getByLabel("Job Title"), "what was typed is kept").toHaveValue("Enterprise Account Executive");
  expect((await (await page.request.get("/api/auth/me")).json()).title).toBeNull();

  await page.getByLabel("Video Pitch URL").fill("https://videos.example.com/pitch");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile updated" })).toBeVisible();
  expect(await (await page.request.get("/api/auth/me")).json()).toMatchObject({
    title: "Enterprise Account Executive",
    videoPitchUrl: "https://videos.example.com/pitch",
  });

  await page.getByLabel("Current Password").fill("not-my-password");
  await page.getByLabel("New Password").fill("a-brand-new-one");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();
  await page.getByLabel("Current Password").fill(account.password);
  await page.getByLabel("New Password").fill("a-brand-new-one");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();
  // Still signed in here, with the new password in force.
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  const login = (password: string) =>
    page.request.post("/api/auth/login", { data: { email: account.email, password } });
  expect((await login("a-brand-new-one")).status()).toBe(200);
});

test("a forgotten password is reset without JavaScript: the request, the link's form and its errors", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const account = {
    email: `nojs-reset-${suffix}@example.com`,
    password: "quota-crusher-1",
    fullName: "Reset NoScript",
    username: `nrs_${suffix}`.slice(0, 30),
  };
  expect((await page.request.post("/api/auth/register", { data: account })).status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toContainText(account.email);

  await page.goto(await waitForLink(page.request, account.email, "/reset-password"));
  const newPassword = `Harbor-Lantern-${suffix}-Quill`;
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/reset-password\/done$/);
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: newPassword } });
  expect(login.status()).toBe(200);
});
