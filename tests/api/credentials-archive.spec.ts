// GET /api/credentials/archive: the signed-in rep's credentials as one ZIP. Each file is the credential exactly as
// /credentials/<id> serves it; revoked ones sit under revoked/; another rep's never appear; a README says how to
// check them. Signed out 401; a rep with none gets the README alone; past the hourly allowance 429.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import JSZip from "jszip";
import type { CredentialView } from "@/lib/credentials";
import { credentialsWhen } from "../credential-fixtures";
import { waitForMail } from "../outbox";
import { expectOpenBadgesValid, verifyIndependently } from "./credentials-helpers";
import { expect, setPlan, test, uniqueSuffix, type RegisteredUser } from "./helpers";

const FILE_NAME = "quotaproof-credentials.zip";

/** A reference with an e-mail, confirmed by the reference through the mailed link: a verified item. */
async function verifiedReference(rep: RegisteredUser, baseURL: string, referenceName: string): Promise<number> {
  const email = `ref-${uniqueSuffix()}@example.com`;
  const created = await rep.api.post("/api/references", {
    data: {
      referenceName,
      referenceTitle: "Directrice des achats",
      referenceCompany: "Société Générale d'Électricité",
      workingRelationship: "Customer",
      email,
      testimonial: "Ran the most rigorous évaluation our team has seen.",
      yearsWorkedTogether: 3,
      isVerified: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const mail = await waitForMail(rep.api, email, "listed you as a reference");
  const token = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const reference = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await reference.post(`/api/reference-confirmations/${token}`, { data: {} })).status()).toBe(200);
  } finally {
    await reference.dispose();
  }
  return id;
}

async function downloadArchive(api: APIRequestContext): Promise<JSZip> {
  const answer = await api.get("/api/credentials/archive");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/zip");
  expect(answer.headers()["content-disposition"]).toBe(`attachment; filename="${FILE_NAME}"`);
  return JSZip.loadAsync(await answer.body());
}

const fileNames = (zip: JSZip) =>
  Object.values(zip.files)
    .filter((entry) => !entry.dir)
    .map((entry) => entry.name)
    .sort();

test("the ZIP holds the rep's credentials as served, revoked ones under revoked/, and no one else's", async ({
  newUser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rep = await newUser({ fullName: "Zoë Ångström-Núñez" });
  const other = await newUser();
  // Two references: past Starter's one.
  await setPlan(rep.email, "pro");
  const kept = await verifiedReference(rep, baseURL!, "Renée Lefèvre");
  const voided = await verifiedReference(rep, baseURL!, "Łukasz Żółć");
  await verifiedReference(other, baseURL!, "Casey Customer");

  // Changing what the reference confirmed voids the verification, which revokes its credential.
  const isReference = (id: number) => (c: CredentialView) => c.itemType === "reference" && c.itemId === id;
  const before = await credentialsWhen(
    rep.api,
    (list) => list.some(isReference(kept)) && list.some(isReference(voided)),
  );
  const voidedCredential = before.find(isReference(voided));
  expect(voidedCredential?.status).toBe("active");
  const rewritten = await rep.api.put(`/api/references/${voided}`, { data: { testimonial: "Rewritten by the rep." } });
  expect(rewritten.status()).toBe(200);

  const mine = await credentialsWhen(
    rep.api,
    (list) => list.find((c) => c.id === voidedCredential!.id)?.status === "revoked",
  );
  const active = mine.find(isReference(kept));
  const revoked = mine.find((c) => c.id === voidedCredential!.id);
  expect(active?.status).toBe("active");
  expect(revoked?.status).toBe("revoked");
  const theirs = await credentialsWhen(other.api, (list) => list.length > 0);
  expect(theirs).toHaveLength(1);

  const zip = await downloadArchive(rep.api);
  const expected = mine.map((c) => (c.status === "revoked" ? `revoked/${c.id}.json` : `${c.id}.json`));
  expect(fileNames(zip)).toEqual(["README.txt", ...expected].sort());
  expect(expected).toContain(`${active!.id}.json`);
  expect(expected).toContain(`revoked/${revoked!.id}.json`);
  expect(fileNames(zip).some((name) => name.includes(theirs[0]!.id))).toBe(false);

  // Every file is the credential exactly as its public address serves it.
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    for (const [index, credential] of mine.entries()) {
      const served = await visitor.get(new URL(credential.jsonUrl).pathname);
      expect(served.status()).toBe(200);
      const file = await zip.file(expected[index]!)!.async("string");
      expect(JSON.parse(file)).toEqual(await served.json());
      expect(file).toBe(await served.text());
      expectOpenBadgesValid(JSON.parse(file));
    }
  } finally {
    await visitor.dispose();
  }
  // The files stand on their own: an outside verifier accepts the active one and finds the other revoked.
  const activeJson = JSON.parse(await zip.file(`${active!.id}.json`)!.async("string")) as Record<string, unknown>;
  expect(activeJson.type).toContain("OpenBadgeCredential");
  expect(JSON.stringify(activeJson)).toContain("Renée Lefèvre");
  expect(await verifyIndependently(activeJson)).toMatchObject({ verified: true, revoked: false });
  const revokedJson = JSON.parse(await zip.file(`revoked/${revoked!.id}.json`)!.async("string")) as Record<
    string,
    unknown
  >;
  expect((await verifyIndependently(revokedJson)).revoked).toBe(true);

  const readme = await zip.file("README.txt")!.async("string");
  expect(readme).toContain("W3C Verifiable Credential");
  expect(readme).toContain(`${baseURL}/verify:`);
  expect(readme).toContain("revoked/");
  for (const credential of mine) {
    expect(readme).toContain(credential.verifyUrl);
    expect(readme).toContain(credential.name);
  }
  expect(readme).not.toContain(theirs[0]!.id);

  // The other rep's ZIP holds theirs alone.
  const otherZip = await downloadArchive(other.api);
  expect(fileNames(otherZip)).toEqual(["README.txt", `${theirs[0]!.id}.json`].sort());
});

test("signed out 401; a rep without credentials gets the README alone; past the hourly allowance 429", async ({
  newUser,
  baseURL,
}) => {
  const stranger = await playwrightRequest.newContext({ baseURL });
  try {
    const answer = await stranger.get("/api/credentials/archive");
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  } finally {
    await stranger.dispose();
  }

  const rep = await newUser();
  const zip = await downloadArchive(rep.api);
  expect(fileNames(zip)).toEqual(["README.txt"]);
  expect(await zip.file("README.txt")!.async("string")).toContain("You have no credentials yet");

  // Ten downloads an hour: the tenth still works, the eleventh is refused with a time to come back.
  for (let download = 2; download <= 10; download += 1) {
    expect((await rep.api.get("/api/credentials/archive")).status()).toBe(200);
  }
  const refused = await rep.api.get("/api/credentials/archive");
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toBe("3600");
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "You have downloaded your credentials too often. Please try again later.",
  );
  // Another rep is not held back by it.
  expect((await (await newUser()).api.get("/api/credentials/archive")).status()).toBe(200);
});
