// An e-mail proof verifies a quota record by itself only when its DKIM signer is the rep's employer (the domain of
// an address the rep confirmed), it was sent to that confirmed address, and its text states the record's attainment
// and period. Anything less waits for a reviewer, who sees which condition failed. One message proves one record;
// oversized messages and messages with a pile of signatures are refused before any check.
import { request as playwrightRequest } from "@playwright/test";
import { DKIM_COMPANY_DOMAIN, DKIM_STRANGER_DOMAIN, dkimSignedEmail } from "../dkim";
import { createAchievement, createShareLink } from "../share-fixtures";
import { companyRep, type Conditions, queued, uploadEmail, uploadedEmailId } from "./email-proof-helpers";
import { confirmWorkEmail, expect, test, uniqueSuffix } from "./helpers";
const lastYear = new Date().getUTCFullYear() - 1;
const STATES_FIGURES = `Confirming your results: you closed ${lastYear} at 118% of quota ($1,180,000 booked).`;

const annualRecord = (proofFileId: number, year = lastYear) => ({
  year,
  periodType: "annual",
  quota: "1000000",
  attainment: "1180000",
  proofType: "email",
  proofFileId,
});

test("an e-mail from the rep's employer to the rep's confirmed address, stating the figures, verifies with a badge that says so", async ({
  newUser,
  baseURL,
}) => {
  const rep = await companyRep(newUser);
  const message = await dkimSignedEmail(`priya-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`, STATES_FIGURES, {
    to: `Rep <${rep.email}>`,
  });
  const upload = await uploadEmail(rep.api, message);
  expect(upload.status()).toBe(201);
  const proof = (await upload.json()) as { id: number; emailCheck: { result: string; domain: string } };
  expect(proof.emailCheck, JSON.stringify(proof.emailCheck)).toMatchObject({
    result: "pass",
    domain: DKIM_COMPANY_DOMAIN,
  });

  const created = await rep.api.post("/api/quota-records", { data: annualRecord(proof.id) });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({
    isVerified: true,
    reviewStatus: "none",
    reviewFlag: null,
    proofEvidence: {
      result: "pass",
      proves: { employerDomain: DKIM_COMPANY_DOMAIN, figure: "118%", period: String(lastYear) },
      conditions: { employer: { met: true }, addressed: { met: true }, figures: { met: true } },
    },
  });

  const link = await createShareLink(rep.api, [await createAchievement(rep.api, `Club ${uniqueSuffix()}`)]);
  const visitor = await playwrightRequest.newContext({ baseURL });
  const html = (await (await visitor.get(link.path)).text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
  await visitor.dispose();
  expect(html).toContain(
    `E-mail from ${DKIM_COMPANY_DOMAIN} to the rep's confirmed work address, stating 118% for ${lastYear}, DKIM-verified`,
  );
});

test("a confirmed work address counts like the account's own, for a quarter and an amount", async ({ newUser }) => {
  const rep = await newUser();
  const work = `rep-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`;
  await confirmWorkEmail(rep, work);
  const message = await dkimSignedEmail(
    `finance@${DKIM_COMPANY_DOMAIN}`,
    // Sent to the team with the rep in copy: the figure counts on the line that names the rep.
    `Q3 ${lastYear} commission statement for ${rep.fullName}: attainment $590,000.00 against a quota of $500,000.`,
    { to: `team@${DKIM_COMPANY_DOMAIN}`, cc: work.toUpperCase() },
  );
  const proofFileId = await uploadedEmailId(rep.api, message);
  const created = await rep.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 3,
      quota: "500000",
      attainment: "590000",
      proofType: "email",
      proofFileId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({
    isVerified: true,
    proofEvidence: { proves: { figure: "$590,000.00", period: `Q3 ${lastYear}` } },
  });
});

test("each missing condition alone sends the record to review, and the reviewer sees which", async ({
  newUser,
  baseURL,
}) => {
  const rep = await companyRep(newUser);
  const states = (quarter: number) =>
    `Confirming the results of ${rep.fullName}: Q${quarter} ${lastYear} closed at 118% of quota.`;
  const cases: { name: string; quarter: number; message: Buffer; failed: keyof Conditions }[] = [
    {
      name: "another company signed it",
      quarter: 1,
      message: await dkimSignedEmail(`payroll@${DKIM_STRANGER_DOMAIN}`, states(1), { to: rep.email }),
      failed: "employer",
    },
    {
      name: "sent to someone else at the employer",
      quarter: 2,
      message: await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, states(2), {
        to: `someone-else-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`,
      }),
      failed: "addressed",
    },
    {
      name: "says nothing about the figures",
      quarter: 3,
      message: await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, `Great working with you in Q3 ${lastYear}!`, {
        to: rep.email,
      }),
      failed: "figures",
    },
    {
      name: "states another period",
      quarter: 4,
      message: await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, states(2), { to: rep.email }),
      failed: "figures",
    },
  ];
  for (const c of cases) {
    const proofFileId = await uploadedEmailId(rep.api, c.message);
    const created = await rep.api.post("/api/quota-records", {
      data: {
        year: lastYear,
        periodType: "quarterly",
        quarter: c.quarter,
        quota: "1000000",
        attainment: "1180000",
        proofType: "email",
        proofFileId,
      },
    });
    expect(created.status(), c.name).toBe(201);
    const record = (await created.json()) as { id: number; isVerified: boolean; reviewStatus: string };
    expect(record, c.name).toMatchObject({ isVerified: false, reviewStatus: "pending" });
    const item = await queued(baseURL!, record.id);
    expect(item?.emailCheck?.result, c.name).toBe("pass");
    const conditions = item?.emailCheck?.conditions;
    for (const key of ["employer", "addressed", "figures"] as const) {
      expect(conditions?.[key].met, `${c.name}: ${key}`).toBe(key !== c.failed);
    }
    expect(item?.flag, c.name).toContain(conditions![c.failed].detail);
  }
});

test("an address entered but never confirmed does not tie the rep to a company", async ({ newUser, baseURL }) => {
  const rep = await newUser();
  const entered = `rep-${uniqueSuffix()}@${DKIM_COMPANY_DOMAIN}`;
  expect((await rep.api.post("/api/account/work-emails", { data: { email: entered } })).status()).toBeLessThan(300);
  const message = await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, STATES_FIGURES, { to: entered });
  const created = await rep.api.post("/api/quota-records", {
    data: annualRecord(await uploadedEmailId(rep.api, message)),
  });
  expect(await created.json()).toMatchObject({ isVerified: false, reviewStatus: "pending" });
  const item = await queued(baseURL!, ((await created.json()) as { id: number }).id);
  expect(item?.emailCheck?.conditions).toMatchObject({ employer: { met: false }, addressed: { met: false } });
});

test("a DKIM-valid notification from a stranger company, about something else, does not verify", async ({
  newUser,
  baseURL,
}) => {
  const rep = await companyRep(newUser);
  const notification = await dkimSignedEmail(
    `notifications@${DKIM_STRANGER_DOMAIN}`,
    "Someone commented on your pull request #350: looks good to me.",
    { to: rep.email, subject: "Re: [acme/app] Fix the build (PR #350)" },
  );
  const upload = await uploadEmail(rep.api, notification);
  expect(((await upload.json()) as { emailCheck: { result: string } }).emailCheck.result).toBe("pass");
  const created = await rep.api.post("/api/quota-records", {
    data: { ...annualRecord(((await upload.json()) as { id: number }).id), attainment: "3500000" },
  });
  const record = (await created.json()) as { id: number };
  expect(record).toMatchObject({ isVerified: false, reviewStatus: "pending" });
  const item = await queued(baseURL!, record.id);
  expect(item?.emailCheck?.conditions).toMatchObject({ employer: { met: false }, figures: { met: false } });
});

test("one message proves one record: a second record, even another rep's or with unsigned headers added, gets 409", async ({
  newUser,
}) => {
  const rep = await companyRep(newUser);
  const colleague = await companyRep(newUser);
  const message = await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, STATES_FIGURES, { to: rep.email });
  const first = await rep.api.post("/api/quota-records", {
    data: annualRecord(await uploadedEmailId(rep.api, message)),
  });
  expect(first.status()).toBe(201);
  const record = (await first.json()) as { id: number };

  // Saving the same record again keeps its message.
  expect((await rep.api.put(`/api/quota-records/${record.id}`, { data: { quota: "1000000" } })).status()).toBe(200);

  const again = await rep.api.post("/api/quota-records", {
    data: annualRecord(await uploadedEmailId(rep.api, message), lastYear - 1),
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain("already proves another quota record");

  const forwarded = Buffer.concat([Buffer.from("X-Forwarded-For-Proof: yes\r\n"), message]);
  for (const [who, bytes] of [
    [colleague, message],
    [colleague, forwarded],
  ] as const) {
    const response = await who.api.post("/api/quota-records", {
      data: annualRecord(await uploadedEmailId(who.api, bytes)),
    });
    expect(response.status()).toBe(409);
  }
  // Called a screenshot, it is still the same e-mail.
  const relabelled = await colleague.api.post("/api/quota-records", {
    data: { ...annualRecord(await uploadedEmailId(colleague.api, message)), proofType: "screenshot" },
  });
  expect(relabelled.status()).toBe(409);
  expect(await (await colleague.api.get("/api/quota-records")).json()).toEqual([]);

  // Deleting the record does not free the message for another.
  expect((await rep.api.delete(`/api/quota-records/${record.id}`)).status()).toBeLessThan(300);
  const afterDelete = await rep.api.post("/api/quota-records", {
    data: annualRecord(await uploadedEmailId(rep.api, message), lastYear - 2),
  });
  expect(afterDelete.status()).toBe(409);
});

test("a message over 5 MB answers 413 and one with more than 10 DKIM signatures 422, and neither is stored", async ({
  newUser,
}) => {
  const rep = await companyRep(newUser);
  const signed = await dkimSignedEmail(`priya@${DKIM_COMPANY_DOMAIN}`, STATES_FIGURES, { to: rep.email });
  const text = signed.toString("latin1");
  const signature = text.slice(0, text.indexOf("From:"));
  const rest = text.slice(text.indexOf("From:"));

  const big = Buffer.from(`${rest}${"y".repeat(5 * 1024 * 1024)}\r\n`, "latin1");
  const tooBig = await uploadEmail(rep.api, big);
  expect(tooBig.status()).toBe(413);
  expect((await tooBig.json()).error.message).toContain("at most 5 MB");

  const many = await uploadEmail(rep.api, Buffer.from(signature.repeat(11) + rest, "latin1"));
  expect(many.status()).toBe(422);
  expect((await many.json()).error.message).toContain("more than 10 DKIM signatures");

  const ten = await uploadEmail(rep.api, Buffer.from(signature.repeat(10) + rest, "latin1"));
  expect(ten.status()).toBe(201);
});
