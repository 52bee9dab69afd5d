// Organisation verifications as credentials: an award is an Open Badges "Award" that its revocation revokes; a
// manager's attestation names the manager, and a change to the attested figures revokes it.
import { credentialsWhen } from "../credential-fixtures";
import { expect, test } from "./helpers";
import { servedCredential, verifyIndependently } from "./credentials-helpers";
import { addMember, attestedRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";

test("an organisation award is an Award credential until the organisation revokes it; an attestation names the manager", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Tailspin Toys");
  await setOrgPlan(org.id, 10);
  const manager = await newUser({ fullName: "Bérénice Lefèvre" });
  const seller = await newUser({ fullName: "Søren Kierkegård" });
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await setManager(owner, org.id, seller, manager);

  const given = await manager.api.post(`/api/orgs/${org.id}/awards`, {
    data: { userId: seller.id, title: "President's Club 2025", description: "Top 5% of the sales organisation." },
  });
  expect(given.status()).toBe(201);
  const { id: awardId, achievementId } = (await given.json()) as { id: number; achievementId: number };
  const recordId = await attestedRecord(org.id, seller, manager, 131500);

  // Issued right after the award and the attestation.
  const isAward = (c: { itemType: string; itemId: number }) =>
    c.itemType === "achievement" && c.itemId === achievementId;
  const isAttestation = (c: { itemType: string; itemId: number }) =>
    c.itemType === "quota_record" && c.itemId === recordId;
  const listed = await credentialsWhen(seller.api, (list) => list.some(isAward) && list.some(isAttestation));
  const award = listed.find(isAward)!;
  const attestation = listed.find(isAttestation)!;
  expect(award.status).toBe("active");
  expect(attestation.status).toBe("active");
  const awardJson = await servedCredential(seller.api, award.jsonUrl);
  expect(awardJson.credentialSubject.achievement).toMatchObject({
    achievementType: "Award",
    name: "President's Club 2025",
    description: "Top 5% of the sales organisation.",
  });
  const attestationJson = await servedCredential(seller.api, attestation.jsonUrl);
  expect(attestationJson.credentialSubject.achievement.criteria.narrative).toContain("Bérénice Lefèvre");
  expect(attestationJson.credentialSubject.result[0].value).toBe("131.5");
  expect(await verifyIndependently(awardJson)).toMatchObject({ verified: true, revoked: false });

  // The organisation takes the award back: its credential reads revoked everywhere.
  expect((await owner.api.delete(`/api/orgs/${org.id}/awards/${awardId}`)).status()).toBe(200);
  await credentialsWhen(seller.api, (list) => list.find((c) => c.id === award.id)?.status === "revoked");
  expect(await verifyIndependently(awardJson)).toMatchObject({ revoked: true });
  // The seller edits the attested figures: the attestation is void, and its credential revoked.
  expect((await seller.api.put(`/api/quota-records/${recordId}`, { data: { attainment: "140000" } })).status()).toBe(
    200,
  );
  const after = await credentialsWhen(seller.api, (list) => list.every((c) => c.status === "revoked"));
  expect(after.filter((c) => c.status === "active")).toEqual([]);
  const verdict = await (await seller.api.post("/api/credentials/verify", { data: attestationJson })).json();
  expect(verdict).toMatchObject({ verified: false, revoked: true });
});
