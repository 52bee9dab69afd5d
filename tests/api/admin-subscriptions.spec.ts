// Plans are changed by an administrator (no card payment yet): POST /api/admin/subscriptions.
import { expect, setPlan, test } from "./helpers";

test("an administrator moves a rep to Pro Seller and back; the rep's account shows it", async ({ newUser }) => {
  const rep = await newUser();
  const me = async () =>
    ((await (await rep.api.get("/api/auth/me")).json()) as { subscriptionTier: string }).subscriptionTier;
  expect(await me()).toBe("starter");
  await setPlan(rep.email.toUpperCase(), "pro");
  expect(await me()).toBe("pro");
  await setPlan(rep.email, "starter");
  expect(await me()).toBe("starter");
});

test("only administrators change plans; bad input is refused with the error shape", async ({ newUser }) => {
  const rep = await newUser();
  const own = await rep.api.post("/api/admin/subscriptions", { data: { email: rep.email, tier: "pro" } });
  expect(own.status()).toBe(403);
  expect((await own.json()).error.code).toBe("forbidden");
  expect(((await (await rep.api.get("/api/auth/me")).json()) as { subscriptionTier: string }).subscriptionTier).toBe(
    "starter",
  );

  await expect(setPlan(`nobody-${Date.now()}@example.com`, "pro")).rejects.toThrow(/404/);
  await expect(setPlan(rep.email, "platinum" as "pro")).rejects.toThrow(/422/);
});
