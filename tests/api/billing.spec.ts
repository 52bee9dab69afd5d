// POST /api/subscription/downgrade: a Pro rep moves back to Starter; nothing is deleted, items past Starter's
// caps stay readable and deletable but read-only (402 on edit), new ones are refused (402); shared pages get the
// Starter watermark; a Starter calling it gets 409.
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, setPlan, test } from "./helpers";

const reference = (name: string) => ({
  referenceName: name,
  referenceTitle: "VP Sales",
  referenceCompany: "Northwind",
  workingRelationship: "Former Manager",
});

test("a downgrade keeps everything; past Starter's caps it is read-only until deleted", async ({ newUser }) => {
  const rep = await newUser();
  expect((await rep.api.post("/api/subscription/downgrade")).status()).toBe(409);
  await setPlan(rep.email, "pro");
  const ids: number[] = [];
  for (const name of ["Priya Shah", "Marcus Bell"]) {
    const created = await rep.api.post("/api/references", { data: reference(name) });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).id);
  }
  const achievementId = await createAchievement(rep.api, "Closed the Acme expansion");
  const link = await createShareLink(rep.api, [achievementId]);

  const downgraded = await rep.api.post("/api/subscription/downgrade");
  expect(downgraded.status()).toBe(200);
  expect((await downgraded.json()).subscriptionTier).toBe("starter");

  // Nothing deleted.
  expect(await (await rep.api.get("/api/references")).json()).toHaveLength(2);
  // Read-only past the cap: an edit is refused with the reason; a new one too.
  const edit = await rep.api.put(`/api/references/${ids[0]}`, {
    data: { ...reference("Priya Shah"), referenceTitle: "CRO" },
  });
  expect(edit.status()).toBe(402);
  expect((await edit.json()).error.message).toContain("read-only");
  expect((await rep.api.post("/api/references", { data: reference("Dana Lee") })).status()).toBe(402);
  // Deleting down to the cap makes the rest editable again.
  expect((await rep.api.delete(`/api/references/${ids[1]}`)).status()).toBe(200);
  expect(
    (
      await rep.api.put(`/api/references/${ids[0]}`, { data: { ...reference("Priya Shah"), referenceTitle: "CRO" } })
    ).status(),
  ).toBe(200);

  // The shared page now carries the Starter watermark.
  expect(await (await rep.api.get(link.path)).text()).toContain('data-testid="unverified-watermark"');
});
