// A manager e-signature a hiring manager can bet on: the rep cannot name their own mailbox (however it is dressed
// up) or a free-mail "manager", a signature from the rep's own device or session waits for an admin, and the badge
// carries its evidence (signer, title, e-mail domain, date) on the shared page and in the PDF, never the address.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { managerDevice, managerRequest } from "../devices";
import { signingPath, waitForMail } from "../outbox";
import { createAchievement, createShareLink } from "../share-fixtures";
import { adminApi, confirmWorkEmail, expect, setPlan, test, uniqueSuffix } from "./helpers";

const run = promisify(execFile);
const lastYear = new Date().getUTCFullYear() - 1;
const WORK_EMAIL = "Use your manager's work e-mail";

function esignRecord(managerEmail: string, quarter = 2, managerName = "Priya Shah") {
  return {
    year: lastYear,
    periodType: "quarterly",
    quarter,
    quota: "400000",
    attainment: "1000000",
    proofType: "manager_esign",
    managerName,
    managerEmail,
  };
}

async function tokenFor(api: APIRequestContext, managerEmail: string): Promise<string> {
  return signingPath(await waitForMail(api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1)!;
}

test("the rep's own mailbox in any disguise and free-mail or disposable managers are refused on the field; nothing is written", async ({
  newUser,
}) => {
  const suffix = uniqueSuffix();
  const rep = await newUser({ email: `jordan.ellis.${suffix}@gmail.com` });
  const disguises = [
    `jordan.ellis.${suffix}+boss@gmail.com`,
    `JordanEllis${suffix}@googlemail.com`,
    `j.o.r.d.a.n.ellis.${suffix}+manager@GMAIL.com`,
  ];
  for (const managerEmail of disguises) {
    const response = await rep.api.post("/api/quota-records", { data: esignRecord(managerEmail) });
    expect(response.status(), managerEmail).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("validation_error");
    expect(error.fields.managerEmail).toContain("your own e-mail address");
    expect(error.fields.managerEmail).toContain(WORK_EMAIL);
  }
  for (const managerEmail of [
    `satya.nadella.${suffix}@gmail.com`,
    `ceo-${suffix}@outlook.com`,
    `boss-${suffix}@mailinator.com`,
  ]) {
    const response = await rep.api.post("/api/quota-records", { data: esignRecord(managerEmail) });
    expect(response.status(), managerEmail).toBe(422);
    expect((await response.json()).error.fields.managerEmail).toContain(WORK_EMAIL);
  }
  // Refused means nothing was stored and no e-mail went out.
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);
  expect(await (await rep.api.get("/api/signing-requests")).json()).toEqual([]);
  const outbox = await (await rep.api.get(`/dev/outbox/messages?to=${encodeURIComponent(disguises[0]!)}`)).json();
  expect(outbox).toEqual([]);

  // A work address is accepted; switching an existing record to a free-mail manager is refused and changes nothing.
  const created = await rep.api.post("/api/quota-records", { data: esignRecord(`priya-${suffix}@acme-corp.test`) });
  expect(created.status()).toBe(201);
  const record = await created.json();
  const moved = await rep.api.put(`/api/quota-records/${record.id}`, {
    data: { attainment: "1200000", managerEmail: `priya.${suffix}@yahoo.com` },
  });
  expect(moved.status()).toBe(422);
  expect((await (await rep.api.get(`/api/quota-records/${record.id}`)).json()).attainment).toBe("1000000.00");
});

test("a signature from the rep's own device or session waits for an admin; the manager's device verifies at once", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const suffix = uniqueSuffix();
  // The rep works at acme-corp.test (a vetted employer domain), so the manager's signature there can count.
  await confirmWorkEmail(rep, `rep-${suffix}@acme-corp.test`);

  // 1. The rep opens the link in their own browser (same IP address and user agent as their sign-in).
  const ownDeviceEmail = `priya-${suffix}@acme-corp.test`;
  const first = await (await rep.api.post("/api/quota-records", { data: esignRecord(ownDeviceEmail, 1) })).json();
  const sameDevice = await playwrightRequest.newContext({ baseURL });
  const signed = await sameDevice.post(`/api/sign/${await tokenFor(rep.api, ownDeviceEmail)}/sign`, {
    data: { fullName: "Priya Shah", title: "CEO", consent: true },
  });
  expect(signed.status()).toBe(200);
  expect((await signed.json()).verification).toBe("pending_review");
  await sameDevice.dispose();
  const waiting = await (await rep.api.get(`/api/quota-records/${first.id}`)).json();
  expect(waiting).toMatchObject({ isVerified: false, reviewStatus: "pending" });

  // 2. Signed with the rep's own session cookie, whatever the user agent.
  const sessionEmail = `dana-${suffix}@acme-corp.test`;
  const second = await (
    await rep.api.post("/api/quota-records", { data: esignRecord(sessionEmail, 2, "Dana Lee") })
  ).json();
  const viaSession = await rep.api.post(`/api/sign/${await tokenFor(rep.api, sessionEmail)}/sign`, {
    data: { fullName: "Dana Lee", consent: true },
    headers: { "user-agent": managerDevice.userAgent },
  });
  expect((await viaSession.json()).verification).toBe("pending_review");
  expect((await (await rep.api.get(`/api/quota-records/${second.id}`)).json()).isVerified).toBe(false);

  // 3. The manager on their own device: verified.
  const managerEmail = `sam-${suffix}@acme-corp.test`;
  const third = await (
    await rep.api.post("/api/quota-records", { data: esignRecord(managerEmail, 3, "Sam Ortiz") })
  ).json();
  const manager = managerRequest(baseURL);
  const byManager = await manager.post(`/api/sign/${await tokenFor(rep.api, managerEmail)}/sign`, {
    data: { fullName: "Sam Ortiz", title: "VP Sales", consent: true },
  });
  expect((await byManager.json()).verification).toBe("verified");
  await manager.dispose();
  expect((await (await rep.api.get(`/api/quota-records/${third.id}`)).json()).isVerified).toBe(true);

  // The admin sees why the first one waits, and who signed it from where; approving it verifies it.
  const admin = await adminApi(baseURL);
  try {
    const queue = (await (await admin.get("/api/admin/reviews")).json()) as Array<Record<string, unknown>>;
    const item = queue.find((q) => q.kind === "quota-record" && q.id === first.id)!;
    expect(item.flag).toContain("rep's network");
    expect(item.signature).toMatchObject({
      signerName: "Priya Shah",
      signerTitle: "CEO",
      signerDomain: "acme-corp.test",
    });
    expect(JSON.stringify(item)).not.toContain(ownDeviceEmail);
    const approved = await admin.post(`/api/admin/reviews/quota-record/${first.id}`, {
      data: { decision: "approve", version: item.version },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  expect((await (await rep.api.get(`/api/quota-records/${first.id}`)).json()).isVerified).toBe(true);
  // The audit trail names what happened.
  const history = (await (await rep.api.get(`/api/quota-records/${first.id}/history`)).json()) as Array<{
    action: string;
  }>;
  expect(history.map((h) => h.action)).toContain("signed_from_rep_device");
  // The rep's view of the trail never shows an IP address (the manager's least of all).
  expect(history.some((h) => "ip" in h)).toBe(false);
  expect(JSON.stringify(history)).not.toContain("127.0.0.1");
});

test("the badge carries its evidence on the shared page and in the PDF: method, signer, title, domain and date, never the address", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const suffix = uniqueSuffix();
  await confirmWorkEmail(rep, `rep-${suffix}@acme-corp.test`);
  const managerEmail = `priya.shah.${suffix}@acme-corp.test`;
  await rep.api.post("/api/quota-records", { data: esignRecord(managerEmail) });
  const manager = managerRequest(baseURL);
  expect(
    (
      await manager.post(`/api/sign/${await tokenFor(rep.api, managerEmail)}/sign`, {
        data: { fullName: "Priya Shah", title: "Regional VP", consent: true },
      })
    ).status(),
  ).toBe(200);
  await manager.dispose();

  const achievementId = await createAchievement(rep.api, `Closed Globex ${suffix}`);
  const link = await createShareLink(rep.api, [achievementId]);
  const visitor = await playwrightRequest.newContext({ baseURL });
  const html = await (await visitor.get(link.path)).text();
  await visitor.dispose();
  expect(html).toContain("Manager e-signature · Priya Shah, Regional VP (acme-corp.test)");
  expect(html).toContain("How this was verified");
  expect(html).toContain("Signed from");
  expect(html).not.toContain(managerEmail);
  expect(html).not.toContain(`priya.shah.${suffix}`);

  const pdf = await rep.api.post("/api/export/pdf", { data: { achievementIds: [achievementId] } });
  expect(pdf.status()).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-evidence-"));
  try {
    const file = path.join(dir, "report.pdf");
    fs.writeFileSync(file, await pdf.body());
    const { stdout } = await run("pdftotext", [file, "-"]);
    const text = stdout.replace(/\s+/g, " ");
    expect(text).toContain("Priya Shah, Regional VP (acme-corp.test)");
    expect(text).not.toContain(managerEmail);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
