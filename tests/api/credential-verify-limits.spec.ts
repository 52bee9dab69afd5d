// POST /api/credentials/verify is open to anyone, and checking a credential canonicalises whatever JSON-LD it is
// given: a crafted document that copies our issuer and key id (so that the signature is really checked) costs
// seconds of CPU. The call takes at most 16 KB (a 224 KB one is refused at once, before any work), checks in a worker
// thread (the server keeps answering while many crafted 15 KB credentials are checked), one address has at most two
// checks in the line, and one address gets 30 calls a minute (then 429 with Retry-After).
import { credentialsWhen } from "../credential-fixtures";
import { craftedCredential as crafted } from "../fixtures/crafted-credential";
import { AddressedClient, type AddressedResponse } from "./from-address";
import { servedCredential, signedQuotaRecord } from "./credentials-helpers";
import { expect, test, type RegisteredUser } from "./helpers";

type Json = Record<string, unknown>;

const KB = 1024;

/** A real credential of the rep's: a manager-signed quota record's, as /credentials/<id> serves it. */
async function realCredential(rep: RegisteredUser, baseURL: string): Promise<Json> {
  await signedQuotaRecord(rep, baseURL);
  const [listed] = await credentialsWhen(rep.api, (list) => list.length > 0);
  return (await servedCredential(rep.api, listed!.jsonUrl)) as Json;
}

/** Milliseconds a GET /api/health takes, with its status. */
async function timedHealth(baseURL: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/health`);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

test("a 224 KB credential is refused at once with 413, before any check", async ({ newUser, baseURL }) => {
  const rep = await newUser();
  const real = await realCredential(rep, baseURL!);
  const huge = crafted(real, "wide", 224 * KB);
  expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(220 * KB);

  // Sent without a Content-Length (chunked), so the server has to count the bytes as they come.
  const client = new AddressedClient();
  const started = performance.now();
  const refused = await client.post("/api/credentials/verify", huge);
  const ms = performance.now() - started;
  expect(refused.status, refused.text).toBe(413);
  expect(refused.json()).toEqual({
    error: { code: "too_large", message: "A credential is at most 16 KB: this one is too large to check." },
  });
  expect(ms, "the refusal comes before any canonicalisation").toBeLessThan(1_000);

  // The same credential as it was issued still checks.
  const verdict = await client.post("/api/credentials/verify", real);
  expect(verdict.status).toBe(200);
  expect(verdict.json()).toMatchObject({ verified: true, revoked: false });
});

test("many crafted 15 KB credentials in parallel: the server keeps answering, each gets a clear answer", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const rep = await newUser();
  const real = await realCredential(rep, baseURL!);
  const documents = (["deep", "wide", "blank"] as const).map((kind) => crafted(real, kind, 15 * KB));
  for (const document of documents) {
    expect(Buffer.byteLength(JSON.stringify(document))).toBeGreaterThan(14 * KB);
    expect(Buffer.byteLength(JSON.stringify(document))).toBeLessThanOrEqual(15 * KB);
  }

  // Three senders, each sending three crafted credentials at once, twice, while a health probe runs every 100 ms.
  // (An address may have two checks in the line: each third one is turned away at once. The line as a whole keeps
  // room for everyone else's checks.)
  const senders = Array.from({ length: 3 }, () => new AddressedClient());
  let sending = true;
  const probes: { ms: number; status: number }[] = [];
  const probing = (async () => {
    while (sending) {
      probes.push(await timedHealth(baseURL!));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const send = async (sender: AddressedClient, s: number) => {
    const answers: AddressedResponse[] = [];
    for (const round of [0, 1]) {
      answers.push(
        ...(await Promise.all(
          [0, 1, 2].map((i) => sender.post("/api/credentials/verify", documents[(s + round + i) % documents.length])),
        )),
      );
    }
    return answers;
  };
  const answers = (
    await Promise.all(senders.map(send)).finally(() => {
      sending = false;
    })
  ).flat();
  await probing;

  const statuses = answers.map((answer) => answer.status);
  test.info().annotations.push({
    type: "verify load",
    description: `answers ${JSON.stringify(statuses)}; health probes ${probes.length}, slowest ${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms`,
  });
  // Checked (and not verified: the content is not what was signed), past the worker's limits, or turned away.
  for (const answer of answers) expect([200, 422, 429, 503], answer.text).toContain(answer.status);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 429).length, "each sender's third check at once").toBeGreaterThan(0);
  const issuer = (real.issuer as Json).id;
  for (const answer of answers.filter((a) => a.status === 200)) {
    expect(answer.json()).toMatchObject({ verified: false, issuer });
  }
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  }
  expect(Math.max(...probes.map((probe) => probe.ms)), "the slowest health probe").toBeLessThan(1_000);
  expect(probes.every((probe) => probe.status === 200)).toBe(true);
  expect(probes.length, "health probes taken during the load").toBeGreaterThanOrEqual(3);

  // The worker is still there for an honest check.
  const honest = await new AddressedClient().post("/api/credentials/verify", real);
  expect(honest.status).toBe(200);
  expect(honest.json()).toMatchObject({ verified: true, revoked: false });
});

test("past 30 checks a minute from one address: 429 with Retry-After; another address is not held back", async () => {
  // Every call counts, whatever its body: these (not a JSON object, 400) never reach the worker.
  const client = new AddressedClient();
  for (let check = 1; check <= 30; check++) {
    const answer = await client.post("/api/credentials/verify", []);
    expect(answer.status, `check ${check}: ${answer.text}`).toBe(400);
  }
  const refused = await client.post("/api/credentials/verify", {});
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.json()).toEqual({
    error: {
      code: "too_many_requests",
      message: "Too many credentials were checked from your address. Please try again in a minute.",
    },
  });

  const other = new AddressedClient();
  expect((await other.post("/api/credentials/verify", {})).status).toBe(200);
});
