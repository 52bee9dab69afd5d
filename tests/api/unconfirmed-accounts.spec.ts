// Until an account's own address is confirmed it cannot ask anyone to vouch for it (manager signatures, reference
// confirmations, organisation invitations and attestations: 403 with a clear message), and none of its items can
// become verified: a proof it attaches is refused, and an award given to it is refused (409).
import { dkimSignedEmail, DKIM_COMPANY_DOMAIN } from "../dkim";
import { solidPng } from "../images";
import { addMember, createOrg, setOrgPlan } from "./orgs-helpers";
import { confirmAddress, expect, test, uniqueSuffix } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;
const NOT_CONFIRMED = "Please confirm your e-mail address first";

async function expectNotConfirmed(response: import("@playwright/test").APIResponse): Promise<void> {
  expect(response.status(), await response.text()).toBe(403);
  expect((await response.json()).error.message).toContain(NOT_CONFIRMED);
}

test("an unconfirmed account cannot request a manager signature or a reference confirmation", async ({ newUser }) => {
  const rep = await newUser({ confirmed: false });
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const signature = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 1,
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName: "Dana Manager",
      managerEmail,
    },
  });
  await expectNotConfirmed(signature);
  const reference = await rep.api.post("/api/references", {
    data: {
      referenceName: "Casey Customer",
      referenceTitle: "VP Operations",
      referenceCompany: "Globex",
      workingRelationship: "Customer",
      email: `ref-${uniqueSuffix()}@example.com`,
      testimonial: "A great partner.",
      yearsWorkedTogether: 3,
    },
  });
  await expectNotConfirmed(reference);
  // Nothing was written, and nobody was mailed.
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);
  expect(await (await rep.api.get("/api/references")).json()).toEqual([]);
  expect(await (await rep.api.get(`/dev/outbox/messages?to=${encodeURIComponent(managerEmail)}`)).json()).toEqual([]);

  // Once confirmed, the same request goes through.
  await confirmAddress(rep.api, rep.email);
  const after = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 1,
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName: "Dana Manager",
      managerEmail,
    },
  });
  expect(after.status()).toBe(201);
});

test("an unconfirmed account's proofs cannot verify anything, a DKIM-signed e-mail included", async ({ newUser }) => {
  const rep = await newUser({ confirmed: false });
  const screenshot = await rep.api.post("/api/proofs", {
    multipart: { file: { name: "q1.png", mimeType: "image/png", buffer: solidPng(8) }, purpose: "quota-proof" },
  });
  expect(screenshot.status()).toBe(201);
  const base = { year: lastYear, periodType: "annual", quota: "100000", attainment: "125000" };
  await expectNotConfirmed(
    await rep.api.post("/api/quota-records", {
      data: { ...base, proofType: "screenshot", proofFileId: (await screenshot.json()).id },
    }),
  );

  const eml = await dkimSignedEmail(
    `vp-sales@${DKIM_COMPANY_DOMAIN}`,
    `You closed ${lastYear} at 125% of your quota of $100,000.`,
  );
  const email = await rep.api.post("/api/proofs", {
    multipart: { file: { name: "quota.eml", mimeType: "message/rfc822", buffer: eml }, purpose: "quota-proof" },
  });
  expect(email.status()).toBe(201);
  await expectNotConfirmed(
    await rep.api.post("/api/quota-records", {
      data: { ...base, proofType: "email", proofFileId: (await email.json()).id },
    }),
  );

  // A recognition proof the same way; the record without a proof is fine.
  const recognition = await rep.api.post("/api/proofs", {
    multipart: {
      file: { name: "award.png", mimeType: "image/png", buffer: solidPng(8) },
      purpose: "recognition-proof",
    },
  });
  await expectNotConfirmed(
    await rep.api.post("/api/achievements", {
      data: {
        title: "President's Club",
        description: "Top of the region.",
        category: "recognition",
        dateReceived: `${lastYear}-12-01`,
        proofFileId: (await recognition.json()).id,
      },
    }),
  );
  const plain = await rep.api.post("/api/quota-records", { data: { ...base, proofType: "none" } });
  expect(plain.status()).toBe(201);
  expect((await plain.json()).isVerified).toBe(false);
});

test("an unconfirmed member cannot invite or ask for an attestation, and cannot be given an award", async ({
  newUser,
}) => {
  const owner = await newUser();
  const member = await newUser({ confirmed: false });
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  await addMember(owner, org.id, member, "admin");

  await expectNotConfirmed(
    await member.api.post(`/api/orgs/${org.id}/invitations`, {
      data: { email: `new-${uniqueSuffix()}@example.com`, role: "seller" },
    }),
  );
  const record = await member.api.post("/api/quota-records", {
    data: { year: lastYear, periodType: "annual", quota: "100000", attainment: "90000" },
  });
  expect(record.status()).toBe(201);
  expect(
    (await owner.api.put(`/api/orgs/${org.id}/members/${member.id}`, { data: { managerId: owner.id } })).status(),
  ).toBe(200);
  await expectNotConfirmed(
    await member.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: (await record.json()).id } }),
  );

  const award = await owner.api.post(`/api/orgs/${org.id}/awards`, {
    data: { userId: member.id, title: "Rookie of the Year", description: "Best first year in the region." },
  });
  expect(award.status()).toBe(409);
  expect((await award.json()).error.message).toContain("has not confirmed their e-mail address");
  expect(await (await member.api.get("/api/achievements")).json()).toEqual([]);
});
