// Genuine, DKIM-valid e-mails bent to prove what they do not say: a recipient header added above the signed ones, text
// appended past a body-length limit (l=), someone else's figure in a team mail, and the same message re-encoded to
// prove a second record. The signature still passes in every case; none of them verifies a record by itself.
import type { APIRequestContext } from "@playwright/test";
import { DKIM_COMPANY_DOMAIN, dkimSignedEmail } from "../dkim";
import { companyRep, queued, uploadEmail, uploadedEmailId } from "./email-proof-helpers";
import { expect, test, uniqueSuffix } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;
const TEAM = `sales-all@${DKIM_COMPANY_DOMAIN}`;

const quarterRecord = (proofFileId: number, quarter: number, attainment: string) => ({
  year: lastYear,
  periodType: "quarterly",
  quarter,
  quota: "1000000",
  attainment,
  proofType: "email",
  proofFileId,
});

/** Uploads the message (its DKIM signature must still pass) and attaches it to a new quarterly record. */
async function recordFrom(api: APIRequestContext, message: Buffer, quarter: number, attainment: string) {
  const upload = await uploadEmail(api, message);
  expect(upload.status(), await upload.text()).toBe(201);
  const proof = (await upload.json()) as { id: number; emailCheck: { result: string; detail: string } };
  expect(proof.emailCheck.result, proof.emailCheck.detail).toBe("pass");
  const created = await api.post("/api/quota-records", { data: quarterRecord(proof.id, quarter, attainment) });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; isVerified: boolean; reviewStatus: string };
}

test("a signed team e-mail with the rep's address added above its signed To:/Cc: headers goes to review", async ({
  newUser,
  baseURL,
}) => {
  const rep = await companyRep(newUser);
  const leaderboard = () =>
    dkimSignedEmail(`vp@${DKIM_COMPANY_DOMAIN}`, `Q3 ${lastYear}: Alice 187%, Bob 96%`, { to: TEAM });
  const cases = [
    { header: "To", quarter: 3, message: Buffer.concat([Buffer.from(`To: ${rep.email}\r\n`), await leaderboard()]) },
    { header: "Cc", quarter: 4, message: Buffer.concat([Buffer.from(`Cc: ${rep.email}\r\n`), await leaderboard()]) },
  ];
  for (const c of cases) {
    const record = await recordFrom(rep.api, c.message, c.quarter, "1870000");
    expect(record, c.header).toMatchObject({ isVerified: false, reviewStatus: "pending" });
    const item = await queued(baseURL!, record.id);
    const addressed = item?.emailCheck?.conditions?.addressed;
    expect(addressed, c.header).toMatchObject({ met: false });
    expect(addressed?.detail, c.header).toContain(`${c.header}:`);
    expect(addressed?.detail, c.header).toContain("signature covers");
    expect(addressed?.detail, c.header).not.toContain(rep.email);
    expect(item?.flag, c.header).toContain(addressed!.detail);
  }
});

test("text appended past a signature's body length (l=) does not state the figures", async ({ newUser, baseURL }) => {
  const rep = await companyRep(newUser);
  const signedPart = "Your quarterly statement is attached.";
  const signed = await dkimSignedEmail(`finance@${DKIM_COMPANY_DOMAIN}`, signedPart, {
    to: rep.email,
    bodyLength: Buffer.byteLength(`${signedPart}\r\n`),
  });
  const appended = Buffer.concat([signed, Buffer.from(`You closed Q3 ${lastYear} at 187% of quota.\r\n`)]);
  const record = await recordFrom(rep.api, appended, 3, "1870000");
  expect(record).toMatchObject({ isVerified: false, reviewStatus: "pending" });
  const figures = (await queued(baseURL!, record.id))?.emailCheck?.conditions?.figures;
  expect(figures).toMatchObject({ met: false, detail: expect.stringContaining("l=") });
});

test("in a mail to several people, the figure counts only on the line or table row naming the rep", async ({
  newUser,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const rep = await companyRep(newUser, { fullName: `Zoë ${suffix} Núñez` });
  const shouted = `ZOE  ${suffix.toUpperCase()} NUNEZ`;
  const toTeam = (body: string, html = false) =>
    dkimSignedEmail(`vp@${DKIM_COMPANY_DOMAIN}`, body, { to: TEAM, cc: rep.email, html });

  // The rep claims Alice's 187%: on its own line, or on one line listing several people.
  const separateLines = await toTeam(`Q1 ${lastYear} leaderboard\r\nAlice Smith 187%\r\n${shouted} 96%`);
  const oneLine = await toTeam(`Q2 ${lastYear} results: Alice Smith 187%, ${shouted} 96%`);
  for (const [quarter, message] of [
    [1, separateLines],
    [2, oneLine],
  ] as const) {
    const record = await recordFrom(rep.api, message, quarter, "1870000");
    expect(record, `Q${quarter}`).toMatchObject({ isVerified: false, reviewStatus: "pending" });
    const conditions = (await queued(baseURL!, record.id))?.emailCheck?.conditions;
    expect(conditions, `Q${quarter}`).toMatchObject({ addressed: { met: true }, figures: { met: false } });
    expect(conditions?.figures.detail).toContain(rep.fullName);
  }

  // The rep's own row of an HTML table: name, period and figure in the cells of one row.
  const table = await toTeam(
    [
      "<table>",
      `<tr><td>Alice Smith</td><td>Q3 ${lastYear}</td><td>187%</td></tr>`,
      "<tr>",
      `  <td><p>${shouted}</p></td>`,
      `  <td>Q3 ${lastYear}</td>`,
      "  <td>96%</td>",
      "</tr>",
      "</table>",
    ].join("\r\n"),
    true,
  );
  const own = await recordFrom(rep.api, table, 3, "960000");
  expect(own).toMatchObject({ isVerified: true, reviewStatus: "none" });
});

test("one message proves one record even with its signature re-encoded or signed twice", async ({ newUser }) => {
  const rep = await companyRep(newUser);
  const message = await dkimSignedEmail(
    `priya@${DKIM_COMPANY_DOMAIN}`,
    `Confirming your results: you closed Q1 ${lastYear} at 118% of quota.`,
    { to: rep.email },
  );
  expect((await recordFrom(rep.api, message, 1, "1180000")).isVerified).toBe(true);

  const text = message.toString("latin1");
  const headerEnd = text.indexOf("\r\nFrom:");
  const signature = text.slice(0, headerEnd);
  const rest = text.slice(headerEnd);
  const b = /([ \t;]b=)([^;]*)$/.exec(signature)!;
  const bValue = b[2]!.replace(/\s+/g, "");
  const withB = (value: string) => Buffer.from(signature.slice(0, b.index) + b[1] + value + rest, "latin1");
  const variants = {
    "padding removed": withB(bValue.replace(/=+$/, "")),
    "folded again": withB(bValue.replace(/(.{30})/g, "$1\r\n\t")),
    "a stray character": withB(`${bValue.slice(0, 20)}.${bValue.slice(20)}`),
  };
  let quarter = 2;
  for (const [name, variant] of Object.entries(variants)) {
    const proofFileId = await uploadedEmailId(rep.api, variant);
    const again = await rep.api.post("/api/quota-records", {
      data: quarterRecord(proofFileId, quarter++, "1180000"),
    });
    expect(again.status(), name).toBe(409);
  }

  // A message signed twice by the employer cannot prove a second record through its other signature.
  const twice = await dkimSignedEmail(
    `priya@${DKIM_COMPANY_DOMAIN}`,
    `Confirming your results: you closed Q4 ${lastYear} at 118% of quota.`,
    { to: rep.email, twoSignatures: true },
  );
  const colleague = await companyRep(newUser);
  expect((await recordFrom(rep.api, twice, 4, "1180000")).isVerified).toBe(true);
  const twiceText = twice.toString("latin1");
  const second = twiceText.indexOf("\r\nDKIM-Signature:") + 2;
  const firstRemoved = Buffer.from(twiceText.slice(second), "latin1");
  const proofFileId = await uploadedEmailId(colleague.api, firstRemoved);
  const reused = await colleague.api.post("/api/quota-records", { data: quarterRecord(proofFileId, 4, "1180000") });
  expect(reused.status()).toBe(409);
});
