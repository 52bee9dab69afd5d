// Assurance levels, tried as a dishonest rep would: a mailbox at a domain the rep controls (their own domain, or a
// mail service anyone can join) never makes a manager's signature or a reference "Verified"; a reference confirmed
// from anywhere but a vetted employer domain gets no badge and no credential; the operator's list of vetted domains
// and the review queue show what each item rests on.
import { DKIM_COMPANY_DOMAIN, DKIM_STRANGER_DOMAIN, dkimSignedEmail } from "../dkim";
import { confirmationLink } from "./assurance-helpers";
import { queued, uploadedEmailId } from "./email-proof-helpers";
import { signingPath, waitForMail } from "../outbox";
import { managerRequest } from "../devices";
import { adminApi, confirmWorkEmail, expect, test, uniqueSuffix, vetEmployerDomains } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;

async function quotaForSignature(api: import("@playwright/test").APIRequestContext, managerEmail: string) {
  const created = await api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "annual",
      quota: "1000000",
      attainment: "1870000",
      proofType: "manager_esign",
      managerName: "Boss Person",
      managerEmail,
    },
  });
  expect(created.status()).toBe(201);
  const record = (await created.json()) as { id: number };
  const token = signingPath(await waitForMail(api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1)!;
  return { id: record.id, token };
}

test("a manager at the rep's own domain, signing from another network and device, only reaches the review queue", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const ownDomain = `myown-${uniqueSuffix()}.dev`;
  await confirmWorkEmail(rep, `me@${ownDomain}`);
  const { id, token } = await quotaForSignature(rep.api, `boss@${ownDomain}`);
  const manager = managerRequest(baseURL);
  const signed = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "Boss Person", consent: true } });
  expect(signed.status()).toBe(200);
  expect((await signed.json()).verification).toBe("pending_review");

  const record = await (await rep.api.get(`/api/quota-records/${id}`)).json();
  expect(record.isVerified).toBe(false);
  expect(record.reviewStatus).toBe("pending");
  expect(record.reviewFlag).toContain(`${ownDomain} is not a vetted employer domain`);
  expect(record.assurance).toMatchObject({ level: 0, label: "Self-reported" });

  const admin = await adminApi(baseURL);
  try {
    const domains = await (await admin.get("/api/admin/employer-domains")).json();
    const pending = domains.pending.find((p: { domain: string }) => p.domain === ownDomain);
    expect(pending?.items).toContainEqual(expect.objectContaining({ itemType: "quota_record", itemId: id }));
    const queue = (await (await admin.get("/api/admin/reviews")).json()) as Array<Record<string, unknown>>;
    const item = queue.find((q) => q.kind === "quota-record" && q.id === id);
    expect(item?.firstSeenDomain).toMatchObject({ domain: ownDomain });
    // Approved by a reviewer: level 1, "Reviewed", never "Verified at".
    const approved = await admin.post(`/api/admin/reviews/quota-record/${id}`, {
      data: { decision: "approve", version: item?.version },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  const after = await (await rep.api.get(`/api/quota-records/${id}`)).json();
  expect(after.assurance).toMatchObject({ level: 1, label: "Reviewed" });
  expect(after.assurance.evidence).toContain("QuotaProof reviewer");
});

test("the same signature at a vetted domain that is the rep's confirmed work domain is level 2, and says so", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const domain = `employer-${uniqueSuffix()}.test`;
  await vetEmployerDomains([domain], baseURL);
  await confirmWorkEmail(rep, `rep@${domain}`);
  const { id, token } = await quotaForSignature(rep.api, `boss@${domain}`);
  const signed = await managerRequest(baseURL).post(`/api/sign/${token}/sign`, {
    data: { fullName: "Boss Person", consent: true },
  });
  expect((await signed.json()).verification).toBe("verified");
  const record = await (await rep.api.get(`/api/quota-records/${id}`)).json();
  expect(record.assurance).toMatchObject({ level: 2, label: `Verified at ${domain}` });
  expect(record.assurance.evidence).toContain("Boss Person");
  expect(record.assurance.evidence).toContain(domain);
});

test("a signature from the rep's own network, whatever the browser says, goes to review", async ({ newUser }) => {
  const rep = await newUser();
  const domain = `employer-${uniqueSuffix()}.test`;
  await vetEmployerDomains([domain]);
  await confirmWorkEmail(rep, `rep@${domain}`);
  const { id, token } = await quotaForSignature(rep.api, `boss@${domain}`);
  // A fresh context (no cookies) with another browser string, from 127.0.0.1 like the rep's sign-in.
  const { request } = await import("@playwright/test");
  const sameLaptop = await request.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  });
  const baseURL = (await import("../base-url")).BASE_URL;
  const signed = await sameLaptop.post(`${baseURL}/api/sign/${token}/sign`, {
    data: { fullName: "Boss Person", consent: true },
    headers: { origin: baseURL },
  });
  const answer = await signed.json();
  await sameLaptop.dispose();
  expect(answer.verification).toBe("pending_review");
  const record = await (await rep.api.get(`/api/quota-records/${id}`)).json();
  expect(record.reviewFlag).toContain("Signed from the rep's network");
});

test("a reference confirmed from a mailbox at a domain nobody vetted is shown as such: no badge, no credential, no review", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const email = `marc-${uniqueSuffix()}@zohomail.com`;
  const created = await rep.api.post("/api/references", {
    data: {
      referenceName: "Marc Benioff",
      referenceTitle: "CEO",
      referenceCompany: "Salesforce",
      workingRelationship: "Former Manager",
      email,
      testimonial: "The best rep I ever had.",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const token = await confirmationLink(rep.api, email);
  const confirmed = await managerRequest(baseURL).post(`/api/reference-confirmations/${token}`, { data: {} });
  expect(confirmed.status()).toBe(200);

  const list = (await (await rep.api.get("/api/references")).json()) as Array<Record<string, unknown>>;
  const row = list.find((r) => r.id === id) as { isVerified: boolean; assurance: { level: number; evidence: string } };
  expect(row.isVerified).toBe(false);
  expect(row.assurance.level).toBe(0);
  expect(row.assurance.evidence).toBe("Confirmed by e-mail at zohomail.com");

  // No credential is signed for it, now or after the sync.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const credentials = (await (await rep.api.get("/api/credentials")).json()).credentials as Array<{ itemType: string }>;
  expect(credentials.filter((c) => c.itemType === "reference")).toEqual([]);
  const admin = await adminApi(baseURL);
  try {
    const queue = (await (await admin.get("/api/admin/reviews")).json()) as Array<{ id: number; kind: string }>;
    expect(queue.some((q) => q.id === id)).toBe(false);
  } finally {
    await admin.dispose();
  }
});

test("the operator's employer domains: 201, 409 again, 422 for free mail or a URL, 403 for a rep, withdrawn with DELETE", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const domain = `vetted-${uniqueSuffix()}.test`;
  expect((await rep.api.post("/api/admin/employer-domains", { data: { domain } })).status()).toBe(403);
  const admin = await adminApi(baseURL);
  try {
    const created = await admin.post("/api/admin/employer-domains", { data: { domain, note: "checked by phone" } });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ domain, source: "operator", createdAt: expect.any(String) });
    expect((await admin.post("/api/admin/employer-domains", { data: { domain } })).status()).toBe(409);
    expect((await admin.post("/api/admin/employer-domains", { data: { domain: "gmail.com" } })).status()).toBe(422);
    expect((await admin.post("/api/admin/employer-domains", { data: { domain: "https://x.test/a" } })).status()).toBe(
      422,
    );
    const listed = await (await admin.get("/api/admin/employer-domains")).json();
    expect(listed.domains.map((d: { domain: string }) => d.domain)).toContain(domain);
    expect((await admin.delete(`/api/admin/employer-domains/${domain}`)).status()).toBe(200);
    expect((await admin.delete(`/api/admin/employer-domains/${domain}`)).status()).toBe(404);
  } finally {
    await admin.dispose();
  }
});

test("a DKIM-valid e-mail from a domain the rep works at but nobody vetted goes to review; the same at a vetted domain verifies at level 2", async ({
  newUser,
  baseURL,
}) => {
  // othercorp.test publishes a DKIM key (the run's DNS overrides) but is not a vetted employer domain: exactly what a
  // rep who registers a domain, or joins a mail service, can arrange.
  const rep = await newUser();
  const stated = `Confirming the results of ${rep.fullName}: ${lastYear} closed at 187% of quota.`;
  const record = (proofFileId: number) => ({
    year: lastYear,
    periodType: "annual",
    quota: "1000000",
    attainment: "1870000",
    proofType: "email",
    proofFileId,
  });
  const own = `me-${uniqueSuffix()}@${DKIM_STRANGER_DOMAIN}`;
  await confirmWorkEmail(rep, own);
  const fromOwn = await uploadedEmailId(
    rep.api,
    await dkimSignedEmail(`boss-${uniqueSuffix()}@${DKIM_STRANGER_DOMAIN}`, stated, { to: own }),
  );
  const created = await rep.api.post("/api/quota-records", { data: record(fromOwn) });
  expect(created.status(), await created.text()).toBe(201);
  const waiting = await created.json();
  expect(waiting).toMatchObject({ isVerified: false, reviewStatus: "pending", assurance: { level: 0 } });
  expect((await queued(baseURL!, waiting.id))?.emailCheck?.conditions?.employer.detail).toContain(
    "not a vetted employer domain",
  );

  // At the vetted acme-corp.test, with the rep's confirmed address there: verified by itself, and it says where.
  const work = `rep-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`;
  await confirmWorkEmail(rep, work);
  const fromEmployer = await uploadedEmailId(
    rep.api,
    await dkimSignedEmail(
      `vp-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`,
      stated.replace(String(lastYear), String(lastYear - 1)),
      {
        to: work,
      },
    ),
  );
  const verified = await rep.api.post("/api/quota-records", { data: { ...record(fromEmployer), year: lastYear - 1 } });
  expect(verified.status(), await verified.text()).toBe(201);
  expect(await verified.json()).toMatchObject({
    isVerified: true,
    assurance: { level: 2, label: `Verified at ${DKIM_COMPANY_DOMAIN}` },
  });
});
