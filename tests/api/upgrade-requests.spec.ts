// Upgrading without card payment: a rep asks for Pro Seller, an administrator approves (the plan changes and the
// Starter caps stop applying) or declines; the rep is e-mailed either way.
import type { APIRequest, APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { waitForMail } from "../outbox";
import { expect, test, type RegisteredUser } from "./helpers";

type UpgradeRequest = {
  id: number;
  tier: string;
  isAnnualBilling: boolean;
  note: string | null;
  status: string;
  createdAt: string;
  handledAt: string | null;
};
type OpenRequest = UpgradeRequest & { rep: { id: number; fullName: string; email: string; subscriptionTier: string } };

/** A request context signed in as the administrator the server makes at start (ADMIN_EMAIL). */
async function signInAsAdmin(request: APIRequest, baseURL: string): Promise<APIRequestContext> {
  const email = process.env.QP_TEST_ADMIN_EMAIL;
  const password = process.env.QP_TEST_ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error("QP_TEST_ADMIN_EMAIL and QP_TEST_ADMIN_PASSWORD must name the server's ADMIN_EMAIL account");
  const admin = await request.newContext({ baseURL });
  const login = await admin.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

const tierOf = async (rep: RegisteredUser) =>
  ((await (await rep.api.get("/api/auth/me")).json()) as { subscriptionTier: string }).subscriptionTier;
const myRequests = async (rep: RegisteredUser) =>
  (await (await rep.api.get("/api/upgrade-requests")).json()) as UpgradeRequest[];
const dealStory = (title: string) => ({
  title,
  description: "Displaced the incumbent across 40 hospitals.",
  arrValue: "250000",
});

test("a rep requests Pro Seller (201) and sees it; asking again updates the one open request (200)", async ({
  newUser,
}) => {
  const rep = await newUser();
  expect(await myRequests(rep)).toEqual([]);

  const first = await rep.api.post("/api/upgrade-requests", {
    data: { tier: "pro", isAnnualBilling: true, note: "  Invoice Acme, please  " },
  });
  expect(first.status()).toBe(201);
  const created = (await first.json()) as UpgradeRequest;
  expect(created).toMatchObject({
    tier: "pro",
    isAnnualBilling: true,
    note: "Invoice Acme, please",
    status: "open",
    handledAt: null,
  });
  expect(await myRequests(rep)).toEqual([created]);

  const second = await rep.api.post("/api/upgrade-requests", {
    data: { tier: "pro", isAnnualBilling: false, note: "" },
  });
  expect(second.status()).toBe(200);
  const updated = (await second.json()) as UpgradeRequest;
  expect(updated).toMatchObject({
    id: created.id,
    isAnnualBilling: false,
    note: null,
    status: "open",
    createdAt: created.createdAt,
  });
  expect(await myRequests(rep)).toEqual([updated]);
  expect(await tierOf(rep)).toBe("starter");
});

test("bad bodies answer 422 with field errors, non-JSON 400, signed out 401", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const refused = async (data: unknown, field: string, message: string) => {
    const response = await rep.api.post("/api/upgrade-requests", { data });
    expect(response.status()).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("validation_error");
    expect(error.fields[field]).toBe(message);
  };
  await refused(
    { tier: "enterprise", isAnnualBilling: true },
    "tier",
    "Only the Pro Seller plan can be requested here",
  );
  await refused({ tier: "pro", isAnnualBilling: "yes" }, "isAnnualBilling", "Choose annual or monthly billing");
  await refused(
    { tier: "pro", isAnnualBilling: true, note: "x".repeat(1001) },
    "note",
    "Must be at most 1000 characters",
  );
  const notJson = await rep.api.post("/api/upgrade-requests", {
    data: "tier=pro",
    headers: { "Content-Type": "text/plain" },
  });
  expect(notJson.status()).toBe(400);
  expect(await myRequests(rep)).toEqual([]);

  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? BASE_URL });
  try {
    expect((await visitor.get("/api/upgrade-requests")).status()).toBe(401);
    const post = await visitor.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } });
    expect(post.status()).toBe(401);
    expect((await post.json()).error.code).toBe("unauthorized");
    expect((await visitor.get("/api/admin/upgrade-requests")).status()).toBe(401);
  } finally {
    await visitor.dispose();
  }
});

test("a rep cannot list or decide requests, not even their own (403)", async ({ newUser }) => {
  const rep = await newUser();
  const { id } = (await (
    await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } })
  ).json()) as UpgradeRequest;
  const list = await rep.api.get("/api/admin/upgrade-requests");
  expect(list.status()).toBe(403);
  expect((await list.json()).error.code).toBe("forbidden");
  const approve = await rep.api.post(`/api/admin/upgrade-requests/${id}`, { data: { decision: "approve" } });
  expect(approve.status()).toBe(403);
  expect(await tierOf(rep)).toBe("starter");
  expect((await myRequests(rep))[0]?.status).toBe("open");
});

test("an admin approves: the rep is on Pro Seller, the deal story cap is gone, and the rep is e-mailed", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  expect((await rep.api.post("/api/deal-highlights", { data: dealStory("Globex platform win") })).status()).toBe(201);
  const capped = await rep.api.post("/api/deal-highlights", { data: dealStory("Initech expansion") });
  expect(capped.status()).toBe(402);
  expect((await capped.json()).error.code).toBe("plan_limit");

  const asked = (await (
    await rep.api.post("/api/upgrade-requests", {
      data: { tier: "pro", isAnnualBilling: false, note: "Start this month" },
    })
  ).json()) as UpgradeRequest;

  const admin = await signInAsAdmin(playwright.request, baseURL ?? BASE_URL);
  try {
    const open = (await (await admin.get("/api/admin/upgrade-requests")).json()) as OpenRequest[];
    expect(open.find((r) => r.id === asked.id)).toEqual({
      ...asked,
      rep: { id: rep.id, fullName: rep.fullName, email: rep.email, subscriptionTier: "starter" },
    });

    const bad = await admin.post(`/api/admin/upgrade-requests/${asked.id}`, { data: { decision: "maybe" } });
    expect(bad.status()).toBe(422);
    expect(
      (await admin.post("/api/admin/upgrade-requests/999999999", { data: { decision: "approve" } })).status(),
    ).toBe(404);

    const approved = await admin.post(`/api/admin/upgrade-requests/${asked.id}`, { data: { decision: "approve" } });
    expect(approved.status()).toBe(200);
    expect(await approved.json()).toMatchObject({ id: asked.id, status: "approved" });
    expect(await tierOf(rep)).toBe("pro");
    expect((await rep.api.post("/api/deal-highlights", { data: dealStory("Initech expansion") })).status()).toBe(201);

    const [handled] = await myRequests(rep);
    expect(handled).toMatchObject({ id: asked.id, status: "approved" });
    expect(handled?.handledAt).not.toBeNull();
    const stillOpen = (await (await admin.get("/api/admin/upgrade-requests")).json()) as OpenRequest[];
    expect(stillOpen.map((r) => r.id)).not.toContain(asked.id);

    // A decision is final, and a Pro rep has nothing left to ask for.
    const again = await admin.post(`/api/admin/upgrade-requests/${asked.id}`, { data: { decision: "decline" } });
    expect(again.status()).toBe(409);
    const proAsks = await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } });
    expect(proAsks.status()).toBe(409);
    expect((await proAsks.json()).error.message).toBe("Your account is already on the Pro Seller plan");
  } finally {
    await admin.dispose();
  }

  const mail = await waitForMail(rep.api, rep.email, "You're on Pro Seller now");
  expect(mail.text).toContain(`Hello ${rep.fullName},`);
  expect(mail.text).toContain("No card has been charged.");
});

test("an admin declines: the plan stays Starter, the rep is e-mailed and may ask again", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const asked = (await (
    await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } })
  ).json()) as UpgradeRequest;
  const admin = await signInAsAdmin(playwright.request, baseURL ?? BASE_URL);
  try {
    const declined = await admin.post(`/api/admin/upgrade-requests/${asked.id}`, { data: { decision: "decline" } });
    expect(declined.status()).toBe(200);
    expect(await declined.json()).toMatchObject({ id: asked.id, status: "declined" });
  } finally {
    await admin.dispose();
  }
  expect(await tierOf(rep)).toBe("starter");
  expect((await rep.api.post("/api/deal-highlights", { data: dealStory("Globex platform win") })).status()).toBe(201);
  expect((await rep.api.post("/api/deal-highlights", { data: dealStory("Initech expansion") })).status()).toBe(402);

  const mail = await waitForMail(rep.api, rep.email, "Your Pro Seller upgrade request was declined");
  expect(mail.text).toContain("Your account stays on the Starter plan.");

  const anew = await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } });
  expect(anew.status()).toBe(201);
  const requests = await myRequests(rep);
  expect(requests.map((r) => [r.id, r.status])).toEqual([
    [(await anew.json()).id, "open"],
    [asked.id, "declined"],
  ]);
});
