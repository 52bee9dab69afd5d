// Reference verification over HTTP: a reference with an e-mail gets a single-use link; confirming (with an edited
// testimonial) marks the reference Verified; changing what was confirmed voids it; the rep cannot be their own reference.
import { request as playwrightRequest } from "@playwright/test";
import { waitForMail, type OutboxMessage } from "../outbox";
import { expect, test, uniqueSuffix } from "./helpers";

const SUBJECT = "listed you as a reference";

function reference(email: string | null) {
  return {
    referenceName: "Casey Customer",
    referenceTitle: "VP Operations",
    referenceCompany: "Globex",
    workingRelationship: "Customer",
    email,
    testimonial: "Riley ran the best evaluation we have seen.",
    yearsWorkedTogether: 3,
  };
}

function confirmationToken(mail: OutboxMessage): string {
  const match = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  expect(mail.html).toContain(`/confirm-reference/${match[1]}`);
  return match[1]!;
}

test("the reference confirms once, edits the testimonial, and the reference shows verified", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const email = `ref-${uniqueSuffix()}@example.com`;
  const created = await rep.api.post("/api/references", { data: { ...reference(email), isVerified: true } });
  expect(created.status()).toBe(201);
  const row = await created.json();
  expect(row.isVerified).toBe(false);
  expect(row.confirmSentAt).not.toBeNull();

  const mail = await waitForMail(rep.api, email, SUBJECT);
  expect(mail.text).toContain(rep.fullName);
  const token = confirmationToken(mail);

  const outsider = await playwrightRequest.newContext({ baseURL });
  const page = await outsider.get(`/confirm-reference/${token}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Confirm you worked with");
  expect(html).toContain(rep.fullName);

  const tooLong = await outsider.post(`/api/reference-confirmations/${token}`, {
    data: { testimonial: "x".repeat(2001) },
  });
  expect(tooLong.status()).toBe(422);
  const confirmed = await outsider.post(`/api/reference-confirmations/${token}`, {
    data: { testimonial: "  Riley ran the most rigorous evaluation our team has seen.  " },
  });
  expect(confirmed.status()).toBe(200);
  const reused = await outsider.post(`/api/reference-confirmations/${token}`, { data: {} });
  expect(reused.status()).toBe(410);
  const usedPage = await outsider.get(`/confirm-reference/${token}`);
  expect(await usedPage.text()).toContain("This confirmation link is not valid");
  expect(await usedPage.text()).not.toContain(rep.fullName);
  const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  expect((await outsider.post(`/api/reference-confirmations/${altered}`, { data: {} })).status()).toBe(410);
  await outsider.dispose();

  const after = await (await rep.api.get(`/api/references/${row.id}`)).json();
  expect(after.isVerified).toBe(true);
  expect(after.verifiedAt).not.toBeNull();
  expect(after.testimonial).toBe("Riley ran the most rigorous evaluation our team has seen.");
  await waitForMail(rep.api, rep.email, "confirmed your reference");

  // A phone number is not part of what was confirmed; the testimonial is.
  const phone = await rep.api.put(`/api/references/${row.id}`, { data: { phoneNumber: "+1 512 555 0100" } });
  expect((await phone.json()).isVerified).toBe(true);
  const rewritten = await rep.api.put(`/api/references/${row.id}`, {
    data: { testimonial: "Best rep ever, full stop." },
  });
  expect(rewritten.status()).toBe(200);
  expect((await rewritten.json()).isVerified).toBe(false);
});

test("a reference without an e-mail gets no link, and the rep's own e-mail is refused", async ({ newUser }) => {
  const rep = await newUser();
  const own = await rep.api.post("/api/references", { data: reference(rep.email.toUpperCase()) });
  expect(own.status()).toBe(422);
  expect((await own.json()).error.fields.email).toBe(
    "A reference must confirm from their own e-mail address, not yours",
  );
  expect(await (await rep.api.get("/api/references")).json()).toEqual([]);

  const withoutEmail = await rep.api.post("/api/references", { data: reference(null) });
  expect(withoutEmail.status()).toBe(201);
  expect((await withoutEmail.json()).confirmSentAt).toBeNull();
});
