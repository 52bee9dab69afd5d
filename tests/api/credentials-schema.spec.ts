// Every kind of credential the app issues for a rep (a manager-signed quota record, an organisation's attestation of
// one, an organisation's award, a recognition a reviewer approved, a confirmed reference) is served valid against
// the Open Badges 3.0 AchievementCredential JSON Schema with no error, names that schema, carries its proof as an
// array, and still verifies: with our verifier and with an independent one.
import { createConfirmedReference, credentialsWhen } from "../credential-fixtures";
import { createPendingRecognition } from "../share-fixtures";
import { adminApi, expect, test } from "./helpers";
import { servedCredential, signedQuotaRecord, verifyIndependently } from "./credentials-helpers";
import { AddressedClient } from "./from-address";
import { addMember, attestedRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";

const SCHEMA = {
  id: "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json",
  type: "1EdTechJsonSchemaValidator2019",
};

test("each kind of credential the app issues is valid against the Open Badges 3.0 schema and verifies", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await newUser();
  const manager = await newUser({ fullName: "Bérénice Lefèvre" });
  const rep = await newUser({ fullName: "Zoë Ångström-Núñez" });
  const org = await createOrg(owner, "Tailspin Toys");
  await setOrgPlan(org.id, 10);
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, rep, "seller");
  await setManager(owner, org.id, rep, manager);

  await signedQuotaRecord(rep, baseURL!, { quarter: 1, managerName: "Jürgen Müller" });
  await attestedRecord(org.id, rep, manager, 131500);
  const awarded = await manager.api.post(`/api/orgs/${org.id}/awards`, {
    data: { userId: rep.id, title: "President's Club", description: "Top 5% of the sales organisation." },
  });
  expect(awarded.status()).toBe(201);
  await createConfirmedReference(rep.api, baseURL!, "Renée Dubois");
  const recognition = await createPendingRecognition(rep.api, "Rookie of the Year");
  const admin = await adminApi(baseURL);
  try {
    const approved = await admin.post(`/api/admin/reviews/achievement/${recognition}`, {
      data: { decision: "approve" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  const credentials = await credentialsWhen(rep.api, (list) => list.length === 5, 30_000);
  // An address of its own: the suite's other checks from 127.0.0.1 do not count against these.
  const verifier = new AddressedClient(undefined, baseURL);
  const verify = async (document: unknown) => (await verifier.post("/api/credentials/verify", document)).json();
  const kinds: string[] = [];
  for (const listed of credentials) {
    expect(listed.status).toBe("active");
    const document = await servedCredential(rep.api, listed.jsonUrl);
    kinds.push(`${listed.itemType}:${document.credentialSubject.achievement.achievementType}`);
    expect(document.credentialSchema).toEqual([SCHEMA]);
    expect(document.proof).toEqual([expect.objectContaining({ cryptosuite: "eddsa-rdfc-2022" })]);
    expect(await verify(document), listed.name).toMatchObject({ verified: true, revoked: false, errors: [] });
    expect(await verifyIndependently(document)).toMatchObject({ verified: true, revoked: false });
    // Older copies carry their proof as a single object: still verified.
    const single = { ...document, proof: document.proof[0] };
    expect(await verify(single)).toMatchObject({ verified: true });
  }
  expect(kinds.sort()).toEqual([
    "achievement:Achievement",
    "achievement:Award",
    "quota_record:Achievement",
    "quota_record:Achievement",
    "reference:Achievement",
  ]);
});
