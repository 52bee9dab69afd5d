// An expired wallet offer is refused. On a server of its own whose offers live 0 seconds (WALLET_OFFER_TTL_SECONDS,
// a test seam), so every offer has expired by the time a wallet redeems it: no waiting.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import {
  expect,
  newUser,
  SUITE_EMPLOYER_DOMAINS,
  test,
  uniqueSuffix,
  vetEmployerDomains,
  type RegisteredUser,
} from "./helpers";
import { ownServerProblem } from "./production-build";
import { startConfiguredServer, stopServer, type ServerProcess } from "./server-process";
import { makeOffer, preAuthorizedCode, repWithCredential, tokenRequest, walletConnection } from "./wallet-helpers";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ServerProcess | null = null;
const dir = path.join(".data", `test-wallet-expiry-${uniqueSuffix()}`);

test.beforeAll(async () => {
  server = await startConfiguredServer(dir, { WALLET_OFFER_TTL_SECONDS: "0" });
  // As on the suite's server: the references confirm from a vetted employer domain, so they get a credential.
  await vetEmployerDomains(SUITE_EMPLOYER_DOMAINS, server.url);
});

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test("an offer past its expiry does not redeem, even with the right PIN", async () => {
  const baseURL = server!.url;
  const users: RegisteredUser[] = [];
  const make = async () => {
    const user = await newUser(playwrightRequest, {}, baseURL);
    users.push(user);
    return user;
  };
  try {
    const { rep, credential } = await repWithCredential(make, baseURL);
    const offer = await makeOffer(rep.api, credential.id);
    expect(new Date(offer.expiresAt).getTime()).toBeLessThanOrEqual(Date.now());
    const expired = await tokenRequest(walletConnection(baseURL), preAuthorizedCode(offer.offerUrl), offer.txCode);
    expect(expired).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(String(expired.body.error_description)).toMatch(/expired/);
  } finally {
    await Promise.all(users.map((user) => user.api.dispose()));
  }
});
