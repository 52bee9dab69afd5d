// Google Slides export with Google configured: a production server of the test's own whose GOOGLE_* endpoints point
// at a local stub (tests/stubs/google.ts). Connecting Google Drive (OAuth with PKCE and a single-use state), the upload converted to
// Slides, an expired or refused access token refreshed, a revoked grant asking to connect again, Google failing.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { startGoogleStub, type GoogleStub } from "../stubs/google";
import { expect, newUser, setPlan, test, type RegisteredUser } from "./helpers";
import { ownServerProblem } from "./production-build";
import { type ServerProcess, startConfiguredServer, stopServer } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial", timeout: 180_000 });

const GOOGLE_FAILED = "Google Drive did not accept the presentation. Please try again.";
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const dir = path.join(".data", `test-google-${suffix()}`);
let stub: GoogleStub;
let server: ServerProcess;
const users: RegisteredUser[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000); // a server start on a busy machine: more than a hook's default
  stub = await startGoogleStub();
  server = await startConfiguredServer(dir, stub.env);
});

test.afterAll(async () => {
  await Promise.all(users.map((user) => user.api.dispose()));
  if (server) await stopServer(server, "SIGTERM");
  await stub?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test.beforeEach(() => {
  stub.accessTokenLifetime = 3600;
  stub.failUploads = false;
});

/** A Pro rep with one achievement on the suite's server. */
async function proRep(): Promise<{ rep: RegisteredUser; achievementId: number }> {
  const rep = await newUser(undefined, { fullName: `Drive Rep ${suffix()}` }, server.url);
  users.push(rep);
  await setPlan(rep.email, "pro", server.url);
  const created = await rep.api.post("/api/achievements", {
    data: { title: "Closed the Acme expansion", description: "Expanded Acme from 200 to 900 seats." },
  });
  expect(created.status()).toBe(201);
  return { rep, achievementId: ((await created.json()) as { id: number }).id };
}

const exportSlides = (api: APIRequestContext, achievementId: number) =>
  api.post("/api/export/google-slides", { data: { achievementIds: [achievementId] } });

/** Follows "Connect Google Drive" through the stub's consent back to the dashboard; returns where it ended. */
async function connectDrive(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/google/connect");
  expect(response.status()).toBe(200);
  return new URL(response.url()).pathname + new URL(response.url()).search;
}

test("a rep connects Google Drive (the state is checked) and the deck lands in Drive as Slides", async () => {
  const { rep, achievementId } = await proRep();
  expect(await (await rep.api.get("/api/google/connection")).json()).toEqual({ configured: true, connected: false });

  // Not connected: the export asks to connect instead of pretending.
  const before = await exportSlides(rep.api, achievementId);
  expect(before.status()).toBe(200);
  expect(await before.json()).toEqual({ status: "connect_required", connectUrl: "/api/google/connect" });

  // The connect step sends the browser to Google with a random state (kept on the server, hashed) and a PKCE
  // challenge; no state travels in a cookie.
  const start = await rep.api.get("/api/google/connect", { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const authorize = new URL(start.headers()["location"]!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(stub.env.GOOGLE_AUTH_URL);
  expect(authorize.searchParams.get("client_id")).toBe(stub.env.GOOGLE_CLIENT_ID);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${server.url}/api/google/callback`);
  expect(authorize.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/drive.file");
  expect(authorize.searchParams.get("access_type")).toBe("offline");
  expect(authorize.searchParams.get("prompt")).toBe("consent");
  const state = authorize.searchParams.get("state")!;
  expect(state.length).toBeGreaterThanOrEqual(32);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookies = start.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  expect(cookies.map((h) => h.value).join("\n")).not.toContain(state);

  // A callback with another state is refused: no code is exchanged, nothing is stored.
  const tokenCalls = stub.tokenRequests.length;
  const forged = await rep.api.get(`/api/google/callback?code=4/forged&state=${state}x`, { maxRedirects: 0 });
  expect(forged.status()).toBe(302);
  expect(forged.headers()["location"]).toBe("/dashboard?google=error");
  expect(stub.tokenRequests.length).toBe(tokenCalls);
  expect(await (await rep.api.get("/api/google/connection")).json()).toEqual({ configured: true, connected: false });

  // The real round trip: connect → Google's consent → callback → dashboard, the code exchanged with the verifier.
  const consent = await rep.api.get(start.headers()["location"]!, { maxRedirects: 0 });
  expect(consent.status()).toBe(302);
  const callback = new URL(consent.headers()["location"]!);
  const back = await rep.api.get(callback.pathname + callback.search, { maxRedirects: 0 });
  expect(back.headers()["location"]).toBe("/dashboard?google=connected");
  expect(stub.tokenRequests.at(-1)?.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  // The state is single use: the same callback again is refused before any code is exchanged.
  const calls = stub.tokenRequests.length;
  const replay = await rep.api.get(callback.pathname + callback.search, { maxRedirects: 0 });
  expect(replay.headers()["location"]).toBe("/dashboard?google=error");
  expect(stub.tokenRequests.length).toBe(calls);
  const connection = await rep.api.get("/api/google/connection");
  expect(await connection.json()).toEqual({ configured: true, connected: true });

  const created = await exportSlides(rep.api, achievementId);
  expect(created.status()).toBe(200);
  const body = (await created.json()) as { status: string; url: string; fileId: string };
  const upload = stub.uploads.at(-1)!;
  expect(body.status).toBe("created");
  expect(body.fileId).toMatch(/^stub-presentation-/);
  expect(body.url).toBe(`https://docs.google.com/presentation/d/${body.fileId}/edit?usp=drivesdk`);
  expect(upload.name).toContain(rep.fullName);
  expect(upload.accessToken).toBe(stub.issuedAccessTokens.at(-1));
  expect(stub.tokenRequests.at(-1)!.get("grant_type")).toBe("authorization_code");
});

test("an expired access token is refreshed before the upload", async () => {
  const { rep, achievementId } = await proRep();
  stub.accessTokenLifetime = 1;
  expect(await connectDrive(rep.api)).toBe("/dashboard?google=connected");
  const firstToken = stub.issuedAccessTokens.at(-1)!;
  const refused = stub.refusedUploads;
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the stub now refuses the first token

  const created = await exportSlides(rep.api, achievementId);
  expect(created.status()).toBe(200);
  expect(((await created.json()) as { status: string }).status).toBe("created");
  expect(stub.tokenRequests.at(-1)!.get("grant_type")).toBe("refresh_token");
  expect(stub.uploads.at(-1)!.accessToken).toBe(stub.issuedAccessTokens.at(-1));
  expect(stub.uploads.at(-1)!.accessToken).not.toBe(firstToken);
  expect(stub.refusedUploads, "refreshed before uploading, not after a refusal").toBe(refused);
});

test("a refused access token is refreshed once; a revoked grant asks to connect again", async () => {
  const { rep, achievementId } = await proRep();
  expect(await connectDrive(rep.api)).toBe("/dashboard?google=connected");

  stub.revokeAccessTokens();
  const refused = stub.refusedUploads;
  const retried = await exportSlides(rep.api, achievementId);
  expect(retried.status()).toBe(200);
  expect(((await retried.json()) as { status: string }).status).toBe("created");
  expect(stub.refusedUploads).toBe(refused + 1);

  stub.revokeAccessTokens();
  stub.revokeRefreshTokens();
  const revoked = await exportSlides(rep.api, achievementId);
  expect(revoked.status()).toBe(200);
  expect(await revoked.json()).toEqual({ status: "connect_required", connectUrl: "/api/google/connect" });
  expect(await (await rep.api.get("/api/google/connection")).json()).toEqual({ configured: true, connected: false });
});

test("Google failing answers 502 google_error without Google's body or any token; disconnecting works", async () => {
  const { rep, achievementId } = await proRep();
  expect(await connectDrive(rep.api)).toBe("/dashboard?google=connected");

  stub.failUploads = true;
  const failed = await exportSlides(rep.api, achievementId);
  expect(failed.status()).toBe(502);
  const text = await failed.text();
  expect(JSON.parse(text)).toEqual({ error: { code: "google_error", message: GOOGLE_FAILED } });
  for (const token of stub.issuedAccessTokens) expect(text).not.toContain(token);

  const disconnected = await rep.api.delete("/api/google/connection");
  expect(await disconnected.json()).toEqual({ configured: true, connected: false });
  stub.failUploads = false;
  expect(await (await exportSlides(rep.api, achievementId)).json()).toEqual({
    status: "connect_required",
    connectUrl: "/api/google/connect",
  });
});
