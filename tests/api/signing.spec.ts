// Manager e-signature over HTTP: the client cannot verify a record itself, tokens are single-use, requests are
// the owner's alone, and resending is throttled.
import { waitForMail, signingPath } from "../outbox";
import { expect, test, uniqueSuffix } from "./helpers";
import { managerRequest } from "../devices";

const lastYear = new Date().getUTCFullYear() - 1;

function managerRecord(managerEmail: string, quarter = 2) {
  return {
    year: lastYear,
    periodType: "quarterly",
    quarter,
    quota: "400000",
    attainment: "500000",
    proofType: "manager_esign",
    managerName: "Dana Manager",
    managerEmail,
  };
}

test("a forged isVerified is ignored; the record turns verified only when the manager signs, once", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const created = await rep.api.post("/api/quota-records", {
    data: { ...managerRecord(managerEmail), isVerified: true, verifiedAt: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const record = await created.json();
  expect(record.isVerified).toBe(false);
  expect(record.verifiedAt).toBeNull();

  // A PUT cannot verify it either.
  const forged = await rep.api.put(`/api/quota-records/${record.id}`, { data: { isVerified: true } });
  expect(forged.status()).toBe(200);
  expect((await forged.json()).isVerified).toBe(false);

  const mail = await waitForMail(rep.api, managerEmail, "confirm their quota results");
  const path = signingPath(mail);
  const token = path.split("/").at(-1)!;
  expect(mail.text).toContain("$400,000.00");
  expect(mail.text).toContain("$500,000.00");

  const manager = managerRequest(baseURL);
  const wrongName = await manager.post(`/api/sign/${token}/sign`, {
    data: { fullName: "Someone Else", consent: true },
  });
  expect(wrongName.status()).toBe(422);
  expect((await wrongName.json()).error.fields.fullName).toContain("Dana Manager");
  const noConsent = await manager.post(`/api/sign/${token}/sign`, {
    data: { fullName: "dana manager", consent: false },
  });
  expect(noConsent.status()).toBe(422);

  const signed = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "dana  MANAGER", consent: true } });
  expect(signed.status()).toBe(200);
  const again = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "Dana Manager", consent: true } });
  expect(again.status()).toBe(410);
  expect((await again.json()).error.message).toBe("This signing link has already been used.");
  const declineAfter = await manager.post(`/api/sign/${token}/decline`, { data: { reason: "Changed my mind" } });
  expect(declineAfter.status()).toBe(410);
  const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  expect(
    (await manager.post(`/api/sign/${altered}/sign`, { data: { fullName: "Dana Manager", consent: true } })).status(),
  ).toBe(404);
  await manager.dispose();

  const after = await (await rep.api.get(`/api/quota-records/${record.id}`)).json();
  expect(after.isVerified).toBe(true);
  const states = await (await rep.api.get("/api/signing-requests")).json();
  expect(states).toEqual([
    expect.objectContaining({ quotaRecordId: record.id, status: "signed", signerName: "dana  MANAGER".trim() }),
  ]);
  const history = await (await rep.api.get(`/api/quota-records/${record.id}/history`)).json();
  const actions = history.map((h: { action: string }) => h.action);
  expect(actions).toEqual(expect.arrayContaining(["created", "requested", "signed"]));

  // Changing the signed figures voids the signature.
  const edited = await rep.api.put(`/api/quota-records/${record.id}`, { data: { attainment: "450000" } });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).isVerified).toBe(false);
  const historyAfter = await (await rep.api.get(`/api/quota-records/${record.id}/history`)).json();
  expect(historyAfter.map((h: { action: string }) => h.action)).toContain("voided");
});

test("manager e-sign needs the manager's name and e-mail", async ({ newUser }) => {
  const rep = await newUser();
  const { managerName: _n, managerEmail: _e, ...withoutManager } = managerRecord("x@example.com");
  const response = await rep.api.post("/api/quota-records", { data: withoutManager });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.error.message).toBe("Please provide manager name and email");
  expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["managerName", "managerEmail"]));
  // Nothing was saved.
  expect(await (await rep.api.get("/api/quota-records")).json()).toEqual([]);
});

test("another user's record, history and signing request are refused", async ({ newUser }) => {
  const alice = await newUser();
  const bob = await newUser();
  const created = await alice.api.post("/api/quota-records", {
    data: managerRecord(`mgr-${uniqueSuffix()}@example.com`),
  });
  const record = await created.json();
  const [request] = await (await alice.api.get("/api/signing-requests")).json();
  expect((await bob.api.get(`/api/quota-records/${record.id}/history`)).status()).toBe(404);
  expect((await bob.api.post(`/api/signing-requests/${request.id}/resend`)).status()).toBe(404);
  expect((await bob.api.post(`/api/signing-requests/${request.id}/cancel`)).status()).toBe(404);
  expect(await (await bob.api.get("/api/signing-requests")).json()).toEqual([]);
  const still = await (await alice.api.get("/api/signing-requests")).json();
  expect(still[0].status).toBe("sent");
});

test("resend is throttled; cancel voids the link", async ({ newUser, baseURL }) => {
  const rep = await newUser();
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  await rep.api.post("/api/quota-records", { data: managerRecord(managerEmail) });
  const [request] = await (await rep.api.get("/api/signing-requests")).json();
  const resend = await rep.api.post(`/api/signing-requests/${request.id}/resend`);
  expect(resend.status()).toBe(429);
  expect((await resend.json()).error.message).toMatch(/once every 10 minutes/);
  expect(resend.headers()["retry-after"]).toBeTruthy();

  const token = signingPath(await waitForMail(rep.api, managerEmail, "confirm their quota results"))
    .split("/")
    .at(-1)!;
  expect((await rep.api.post(`/api/signing-requests/${request.id}/cancel`)).status()).toBe(200);
  const manager = managerRequest(baseURL);
  const sign = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "Dana Manager", consent: true } });
  expect(sign.status()).toBe(410);
  expect((await sign.json()).error.message).toBe("This signing request was canceled.");
  await manager.dispose();
});
