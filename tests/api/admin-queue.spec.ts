// The administrators' side of the queues: GET /api/admin/queue-counts (admins only) counts waiting proofs and upgrade
// requests, and every admin is e-mailed a digest when something new waits, at most once an hour.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, adminApi, test } from "./helpers";

type Counts = { reviews: number; upgrades: number };
const DIGEST_SUBJECT = "QuotaProof admin:";

test("queue counts are for admins only and count an upgrade request as it arrives", async ({ newUser }) => {
  const rep = await newUser();
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const admin = await adminApi();
  try {
    expect((await anonymous.get("/api/admin/queue-counts")).status()).toBe(401);
    expect((await rep.api.get("/api/admin/queue-counts")).status()).toBe(403);

    const before = (await (await admin.get("/api/admin/queue-counts")).json()) as Counts;
    expect(before).toEqual({ reviews: expect.any(Number), upgrades: expect.any(Number) });
    expect(
      (await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } })).status(),
    ).toBe(201);
    const open = (await (await admin.get("/api/admin/upgrade-requests")).json()) as unknown[];
    const after = (await (await admin.get("/api/admin/queue-counts")).json()) as Counts;
    expect(after.upgrades).toBe(open.length);
    expect(after.upgrades).toBeGreaterThanOrEqual(1);
  } finally {
    await anonymous.dispose();
    await admin.dispose();
  }
});

test("admins get one digest of the queues, not one e-mail per item", async ({ newUser }) => {
  const admin = await adminApi();
  const adminEmail = process.env.QP_TEST_ADMIN_EMAIL!;
  const digests = async () =>
    (
      (await (await admin.get(`/dev/outbox/messages?to=${encodeURIComponent(adminEmail)}`)).json()) as {
        subject: string;
        text: string;
      }[]
    ).filter((m) => m.subject.startsWith(DIGEST_SUBJECT));
  try {
    for (let i = 0; i < 3; i++) {
      const rep = await newUser();
      expect(
        (await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: false } })).status(),
      ).toBe(201);
    }
    await expect.poll(async () => (await digests()).length, { timeout: 45_000 }).toBeGreaterThan(0);
    const [digest] = await digests();
    expect(digest!.subject).toMatch(/^QuotaProof admin: \d+ proofs? to review and \d+ upgrade requests? waiting$/);
    expect(digest!.text).toContain(`${BASE_URL}/admin/reviews`);
    // The test run is far shorter than an hour: every later arrival waits for the next digest.
    const rep = await newUser();
    expect(
      (await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } })).status(),
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await digests()).toHaveLength(1);
  } finally {
    await admin.dispose();
  }
});
