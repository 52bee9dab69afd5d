// Nothing a request sends is read past its route's limit: a 400 MB chunked body (no Content-Length) to sign-up
// answers 413 while the server's memory stays flat, and JSON over 64 KB answers 413 on an ordinary route with or
// without a declared length. The server is found by its port and its resident memory read from /proc.
import http from "node:http";
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { residentBytes, serverPid } from "../server-process";
import { expect, test } from "./helpers";

const MB = 1024 * 1024;

type ChunkedOutcome = { status: number | null; body: string; sentBytes: number; peakRss: number | null };

/**
 * POSTs up to `totalMb` MB in 1 MB chunks with Transfer-Encoding: chunked (no Content-Length), stopping as soon as
 * the server answers or closes the connection. While it sends, the server's resident memory is sampled.
 */
function sendChunked(path: string, totalMb: number, pid: number | null): Promise<ChunkedOutcome> {
  const url = new URL(path, BASE_URL);
  const chunk = Buffer.alloc(MB, 0x20);
  let peakRss = pid ? residentBytes(pid) : null;
  const sampler = setInterval(() => {
    const rss = pid ? residentBytes(pid) : null;
    if (rss !== null && (peakRss === null || rss > peakRss)) peakRss = rss;
  }, 50);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let stopped = false;
    const done = (outcome: Omit<ChunkedOutcome, "sentBytes" | "peakRss">) => {
      if (stopped) return;
      stopped = true;
      clearInterval(sampler);
      req.destroy();
      resolve({ ...outcome, sentBytes, peakRss });
    };
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url.origin },
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => done({ status: response.statusCode ?? null, body }));
      response.on("error", () => done({ status: response.statusCode ?? null, body }));
    });
    req.on("error", (error) => {
      if (stopped) return;
      // The server may close the connection right after its answer: that answer has been read by then, or not.
      if (sentBytes > 0) done({ status: null, body: String(error) });
      else {
        clearInterval(sampler);
        reject(error);
      }
    });
    req.on("close", () => done({ status: null, body: "connection closed" }));
    const pump = () => {
      while (!stopped && sentBytes < totalMb * MB) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!stopped) req.end();
    };
    req.write('{"email":"');
    pump();
  });
}

test("a 400 MB chunked body to sign-up answers 413 and the server's memory grows less than 100 MB", async () => {
  test.setTimeout(180_000);
  const pid = serverPid(Number(new URL(BASE_URL).port));
  test.skip(pid === null && !process.env.CI, "the test server's process cannot be found on this machine");
  expect(pid, "the test server's process (found by its port)").not.toBeNull();
  const before = residentBytes(pid!);
  expect(before).not.toBeNull();

  const outcome = await sendChunked("/api/auth/register", 400, pid);
  expect(outcome.status, outcome.body).toBe(413);
  expect(JSON.parse(outcome.body)).toEqual({ error: { code: "too_large", message: "Request body is too large" } });
  // It stopped reading long before the end: far less than 400 MB ever left this side.
  expect(outcome.sentBytes).toBeLessThan(200 * MB);
  const after = residentBytes(pid!)!;
  const peak = Math.max(outcome.peakRss ?? 0, after);
  test.info().annotations.push({
    type: "memory",
    description: `pid ${pid}: ${(before! / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB; sent ${(outcome.sentBytes / MB).toFixed(0)} MB`,
  });
  expect(peak - before!, `server memory grew from ${before} to a peak of ${peak} bytes`).toBeLessThan(100 * MB);

  // The server still answers.
  const health = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await health.get("/api/health")).status()).toBe(200);
  await health.dispose();
});

test("JSON over 64 KB answers 413 on an ordinary route, with or without Content-Length; under it goes through", async ({
  newUser,
}) => {
  const rep = await newUser();
  const name = (bytes: number) => ({ name: "x".repeat(bytes) });
  const over = JSON.stringify(name(64 * 1024));

  // Declared length: refused before the body is read.
  const declared = await rep.api.post("/api/orgs", {
    data: over,
    headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(over)) },
  });
  expect(declared.status()).toBe(413);
  expect((await declared.json()).error.code).toBe("too_large");

  // No declared length: a chunked body, counted as it arrives.
  const chunked = await sendChunkedText(rep, "/api/orgs", over);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body).error.code).toBe("too_large");

  // Just under the limit the body is read, and the route's own validation answers.
  const under = await rep.api.post("/api/orgs", { data: name(60 * 1024) });
  expect(under.status()).toBe(422);
});

test("a body over the limit on sign-in and on an upload answers 413 too", async ({ newUser, request }) => {
  const big = "x".repeat(70 * 1024);
  const login = await request.post("/api/auth/login", { data: { email: "a@example.com", password: big } });
  expect(login.status()).toBe(413);

  // Uploads have their own, larger limit: 10 MB of document, refused as it streams.
  const rep = await newUser();
  const upload = await rep.api.post("/api/documents/upload", {
    multipart: { document: { name: "huge.txt", mimeType: "text/plain", buffer: Buffer.alloc(11 * MB, 0x61) } },
  });
  expect(upload.status()).toBe(413);
});

/** A text body sent chunked (no Content-Length) with the user's session cookie. */
async function sendChunkedText(
  user: { api: import("@playwright/test").APIRequestContext },
  path: string,
  text: string,
): Promise<{ status: number | null; body: string }> {
  const state = await user.api.storageState();
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: url.origin },
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => resolve({ status: response.statusCode ?? null, body }));
    });
    req.on("error", reject);
    // Two writes: Node sends them chunked, with no length announced.
    req.write(text.slice(0, 1000));
    req.end(text.slice(1000));
  });
}
