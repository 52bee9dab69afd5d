// Sending a shared portfolio to an organisation's applicant tracking system, on a production server of the test's
// own (ats-server-setup.ts): a Greenhouse candidate or a Lever opportunity with the link and the shared PDF (with the
// imported deal's source and currency), the provider's refusals as clear messages, and which links may be sent.
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test } from "./helpers";
import {
  expectNoSecretShown,
  greenhouse,
  greenhouseSettings,
  GREENHOUSE_USER,
  lever,
  leverSettings,
  LEVER_USER,
  org,
  pdfText,
  rep,
  saveAts,
  sendCandidate,
  server,
  setupAtsServer,
  shared,
  SOURCE_LINE,
  suffix,
} from "./ats-server-setup";

setupAtsServer();

test("a recruiter sends a portfolio to Greenhouse: a new candidate with the link and the shared PDF, then found by e-mail", async () => {
  const { id, owner, members } = await org("enterprise", ["recruiter", "seller"]);
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const email = `dana-${suffix()}@candidates.example`;

  const sellerTry = await sendCandidate(members.seller!.api, id, shared.shareUrl, email);
  expect(sellerTry.status()).toBe(403);

  const first = await sendCandidate(members.recruiter!.api, id, shared.shareUrl, email);
  expect(first.status(), await first.text()).toBe(201);
  const body = (await first.json()) as { candidateId: string };
  expect(body).toEqual({ provider: "greenhouse", candidateId: expect.any(String), created: true, attachment: true });
  const candidate = greenhouse.candidates.find((c) => String(c.id) === body.candidateId)!;
  expect(candidate).toMatchObject({ email, firstName: "Dana", lastName: "Whitfield", websites: [shared.shareUrl] });
  expect(candidate.attachments).toHaveLength(1);
  expect(candidate.attachments[0]!.filename).toMatch(/^Dana-Whitfield-.*-QuotaProof-\d{4}-\d{2}-\d{2}\.pdf$/);
  // The PDF the link's visitors get: the rep's portfolio, with the imported deal's source and currency.
  const text = await pdfText(candidate.attachments[0]!.bytes);
  expect(text).toContain("Closed the Acme expansion");
  expect(text).toContain(SOURCE_LINE);
  expect(text).toContain("€1.2M");

  const again = await sendCandidate(members.recruiter!.api, id, shared.shareUrl, email);
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toEqual({ ...body, created: false });
  expect(greenhouse.candidates.filter((c) => c.email === email)).toHaveLength(1);
  expect(candidate.notes.join("\n")).toContain(shared.shareUrl);
  expect(candidate.attachments).toHaveLength(2);
  expect(greenhouse.violations).toEqual([]);
});

test("with Lever: an opportunity with the link and the PDF as a multipart file, then the link added to it", async () => {
  const { id, owner } = await org("enterprise");
  expect((await saveAts(owner.api, id, leverSettings)).status()).toBe(200);
  const email = `lee-${suffix()}@candidates.example`;

  const first = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(first.status(), await first.text()).toBe(201);
  const body = (await first.json()) as { candidateId: string };
  expect(body).toMatchObject({ provider: "lever", created: true, attachment: true });
  const opportunity = lever.opportunities.find((o) => o.id === body.candidateId)!;
  expect(opportunity).toMatchObject({ name: "Dana Whitfield", emails: [email], links: [shared.shareUrl] });
  expect(opportunity.files).toHaveLength(1);

  const again = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ candidateId: body.candidateId, created: false });
  expect(lever.opportunities.filter((o) => o.emails.includes(email))).toHaveLength(1);
  expect(opportunity.links).toEqual([shared.shareUrl, shared.shareUrl]);
  const writes = lever.requests.filter((r) => r.method === "POST");
  expect(writes.every((r) => r.query.get("perform_as") === LEVER_USER)).toBe(true);
  expect(lever.violations).toEqual([]);
});

test("the provider's refusals and failures answer a clear message, never a 500", async () => {
  const { id, owner } = await org("enterprise");
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const email = `err-${suffix()}@candidates.example`;
  const attempt = async () => {
    const response = await sendCandidate(owner.api, id, shared.shareUrl, email);
    return { status: response.status(), headers: response.headers(), error: (await response.json()).error };
  };

  greenhouse.failure = { status: 401 };
  expect(await attempt()).toMatchObject({
    status: 502,
    error: {
      code: "provider_error",
      message: "Greenhouse did not accept the organisation's Harvest v3 client id and secret.",
    },
  });
  greenhouse.failure = { status: 403 };
  const forbidden = await attempt();
  expect(forbidden.status).toBe(502);
  expect(forbidden.error.message).toContain(`On-Behalf-Of user id ${GREENHOUSE_USER}`);
  greenhouse.failure = { status: 429, retryAfter: "17" };
  const busy = await attempt();
  expect(busy.status).toBe(429);
  expect(busy.headers["retry-after"]).toBe("17");
  expect(busy.error.message).toBe("Greenhouse is busy; try again in 17 seconds.");
  greenhouse.failure = { status: 500 };
  const down = await attempt();
  expect(down.status).toBe(502);
  expect(down.error.message).toContain("Greenhouse is not answering properly right now");

  // Lever's refusals name Lever and its perform_as user.
  expect((await saveAts(owner.api, id, leverSettings)).status()).toBe(200);
  lever.failure = { status: 403 };
  const leverForbidden = await attempt();
  expect(leverForbidden.status).toBe(502);
  expect(leverForbidden.error.message).toContain(`Lever refused the request: the perform_as user id ${LEVER_USER}`);
});

test("only a live, open share link of this app can be sent, and only with an ATS set up", async () => {
  const { id, owner } = await org("enterprise");
  const email = `link-${suffix()}@candidates.example`;
  const notSetUp = await sendCandidate(owner.api, id, shared.shareUrl, email);
  expect(notSetUp.status()).toBe(409);
  expect((await notSetUp.json()).error.message).toContain("has not set up an applicant tracking system");
  expect((await saveAts(owner.api, id, greenhouseSettings)).status()).toBe(200);
  const before = greenhouse.requests.length;

  const refusal = async (shareUrl: string) => {
    const response = await sendCandidate(owner.api, id, shareUrl, email);
    expect(response.status()).toBe(400);
    return ((await response.json()) as { error: { message: string } }).error.message;
  };
  expect(await refusal(`https://portfolios.example.com${shared.path}`)).toContain("is not a QuotaProof share link");
  expect(await refusal(`${server.url}/dashboard`)).toContain("is not a QuotaProof share link");

  const achievementId = await createAchievement(rep.api, "Second portfolio");
  const revoked = await createShareLink(rep.api, [achievementId]);
  expect((await rep.api.delete(`/api/share-links/${revoked.link.id}`)).status()).toBe(200);
  expect(await refusal(revoked.shareUrl)).toBe("This share link has been revoked or does not exist.");
  const locked = await createShareLink(rep.api, [achievementId], { password: "open-sesame-123" });
  expect(await refusal(locked.shareUrl)).toContain("protected by a password");
  expect(greenhouse.requests.length).toBe(before);

  // Another organisation's member cannot use this one's ATS.
  const outsider = await org("enterprise");
  expect((await sendCandidate(outsider.owner.api, id, shared.shareUrl, email)).status()).toBe(404);
});

test("no secret or token appears in any answer or in the server's output", async () => {
  expectNoSecretShown();
});
