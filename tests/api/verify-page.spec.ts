// The public verify page (/verify/<id>) as a third party opens it, signed out: a confirmed reference's credential
// shows Verified with whose it is, what it claims and how it was verified, and says exactly what the verify API says
// of the same credential, before and after the rep voids the item (Revoked). Unknown ids are 404; the shared page's
// badge links to the verify page; names keep their accents.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { createConfirmedReference, credentialFor, htmlText, pathOf, type VerifyResult } from "../credential-fixtures";
import { createAchievement, createShareLink, createSignedQuotaRecord } from "../share-fixtures";
import { expectOpenBadgesValid } from "./credentials-helpers";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

/** The page's verdict, as its banner marks it. */
function verdictOf(html: string): string | undefined {
  return /data-verdict="([a-z_]+)"/.exec(html)?.[1];
}

/** The verdict the API's answer amounts to, in the page's words. */
function apiVerdict(result: VerifyResult): string {
  if (result.revoked) return "revoked";
  return result.verified ? "verified" : "not_verified";
}

async function verifyByApi(visitor: APIRequestContext, document: unknown): Promise<VerifyResult> {
  const response = await visitor.post("/api/credentials/verify", { data: document });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as VerifyResult;
}

test("a confirmed reference's verify page says Verified, agrees with the API, and says Revoked once the item is voided", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Zoë Ångström ${uniqueSuffix()}` });
  const referenceName = `Łucja Núñez-Øster ${uniqueSuffix()}`;
  const referenceId = await createConfirmedReference(rep.api, baseURL!, referenceName);
  const credential = await credentialFor(rep.api, "reference", referenceId);
  expect(credential.status).toBe("active");
  expect(pathOf(credential.verifyUrl)).toBe(`/verify/${credential.id}`);

  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const page = await visitor.get(pathOf(credential.verifyUrl));
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toMatch(/^text\/html; charset=utf-8/i);
    const html = await page.text();
    expect(verdictOf(html)).toBe("verified");
    expect(html).toContain(">Verified</h2>");
    // Whose it is and what it claims, accents intact.
    expect(html).toContain(htmlText(credential.name));
    expect(html).toContain(htmlText(rep.fullName));
    expect(html).toContain(htmlText(referenceName));
    expect(html).not.toContain(rep.email);
    // Every check, each passed; the issuer's DID; the credential to view and to download.
    for (const check of ["signature", "issuer", "status", "dates"]) {
      expect(html).toContain(`data-check="${check}" data-passed="true"`);
    }
    expect(html).toMatch(/did:web:[^<"]+/);
    expect(html).toContain(`href="${credential.jsonUrl}"`);
    expect(html).toContain(`href="${credential.jsonUrl}?download=1"`);
    expect(html).toContain("Check a credential file");
    // Metadata for link previews, kept out of search engines.
    expect(html).toContain(`<title>${htmlText(`${credential.name} · ${rep.fullName} · QuotaProof`)}</title>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/verify/${credential.id}"`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');

    const json = await visitor.get(pathOf(credential.jsonUrl));
    expect(json.status()).toBe(200);
    const document = (await json.json()) as Record<string, unknown>;
    expectOpenBadgesValid(document);
    const active = await verifyByApi(visitor, document);
    expect(active.verified).toBe(true);
    expect(apiVerdict(active)).toBe(verdictOf(html));

    // Rewriting the confirmed testimonial voids the confirmation: the credential is revoked.
    const edited = await rep.api.put(`/api/references/${referenceId}`, {
      data: { testimonial: "Best rep ever, full stop." },
    });
    expect(edited.status()).toBe(200);
    expect(((await edited.json()) as { isVerified: boolean }).isVerified).toBe(false);

    // Revoked right after the edit's response; then the API (nobody opened the page since) and the page agree.
    expect((await credentialFor(rep.api, "reference", referenceId, "revoked")).id).toBe(credential.id);
    const revoked = await verifyByApi(visitor, document);
    expect(revoked).toMatchObject({ verified: false, revoked: true });
    const revokedPage = await visitor.get(pathOf(credential.verifyUrl));
    expect(revokedPage.status()).toBe(200);
    const revokedHtml = await revokedPage.text();
    expect(verdictOf(revokedHtml)).toBe("revoked");
    expect(revokedHtml).toContain(">Revoked</h2>");
    expect(revokedHtml).toContain('data-check="status" data-passed="false"');
    expect(revokedHtml).toContain('data-check="signature" data-passed="true"');
    expect(revokedHtml).toContain("The item is no longer verified.");
    expect(apiVerdict(revoked)).toBe(verdictOf(revokedHtml));
  } finally {
    await visitor.dispose();
  }
});

test("a manager-signed quota record's verify page shows the figure, the period and who signed", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Zoë Ångström ${uniqueSuffix()}` });
  const signer = { name: `Søren Ødegård ${uniqueSuffix()}`, title: "Regional VP" };
  const recordId = await createSignedQuotaRecord(rep.api, baseURL!, signer);
  const credential = await credentialFor(rep.api, "quota_record", recordId);
  const period = `Q2 ${new Date().getUTCFullYear() - 1}`;
  expect(credential.name).toBe(`Quota attainment: 125% in ${period}`);

  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const html = await (await visitor.get(pathOf(credential.verifyUrl))).text();
    expect(verdictOf(html)).toBe("verified");
    expect(html).toMatch(/>Quota attainment<\/dt><dd[^>]*><span[^>]*>125%<\/span>/);
    expect(html).toMatch(new RegExp(`>Period</dt><dd[^>]*><span[^>]*>${period}</span>`));
    const narrative = /data-testid="verification-narrative">([^<]+)</.exec(html)?.[1];
    expect(narrative).toContain(htmlText(signer.name));
    expect(narrative).toContain(signer.title);
    expect(html).not.toMatch(/mgr-[0-9a-f]+@example\.com/);
  } finally {
    await visitor.dispose();
  }
});

test("an unknown or malformed credential id is Page Not Found, never an error", async ({ baseURL }) => {
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "no-such-credential",
      "12345",
      "%27%3B--",
      "%C3%85ngstr%C3%B6m",
      "x".repeat(300),
    ]) {
      const response = await visitor.get(`/verify/${id}`);
      expect(response.status(), id).toBe(404);
      expect(await response.text(), id).toContain("Page Not Found");
    }
  } finally {
    await visitor.dispose();
  }
});

test("the file check page answers to anyone", async ({ baseURL }) => {
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await visitor.get("/verify");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Check a credential · QuotaProof</title>");
    expect(html).toContain("Check a credential file");
    expect(html).toContain('aria-label="Credential file"');
  } finally {
    await visitor.dispose();
  }
});

test("a Pro rep's shared page links the verified badge to its verify page; a Starter page shows no badge link", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rep = await newUser({ fullName: `Zoë Ångström ${uniqueSuffix()}` });
  const referenceId = await createConfirmedReference(rep.api, baseURL!, `Zoë Reference ${uniqueSuffix()}`);
  const credential = await credentialFor(rep.api, "reference", referenceId);
  const { path } = await createShareLink(rep.api, [
    await createAchievement(rep.api, `Globex rollout ${uniqueSuffix()}`),
  ]);

  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const starter = await (await visitor.get(path)).text();
    expect(starter).not.toContain('data-testid="verified-badge"');
    expect(starter).not.toContain(`/verify/${credential.id}`);

    await setPlan(rep.email, "pro", baseURL);
    const pro = await visitor.get(path);
    expect(pro.status()).toBe(200);
    const badge = /<a [^>]*data-testid="verified-badge"[^>]*>/.exec(await pro.text())?.[0];
    expect(badge).toBeDefined();
    expect(badge).toContain(`href="${credential.verifyUrl}"`);
    expect(badge).toContain(`data-credential-id="${credential.id}"`);
    expect(badge).toContain('aria-label="Verified at example.com. Verify this credential"');
  } finally {
    await visitor.dispose();
  }
});
