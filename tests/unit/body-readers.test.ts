// Request bodies are read in one place only (lib/server/read-body.ts), which counts bytes as they stream and stops
// at the route's limit. A route that called request.json(), .text(), .formData(), .arrayBuffer() or .blob() itself
// would read a body of any size into memory: this scan fails the build when one does.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/server/errors";
import { readBodyBytes, readFormBody, readJsonBody } from "@/lib/server/read-body";

const ROOT = path.join(__dirname, "..", "..");
const THE_READER = "lib/server/read-body.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

// `request.json()`, `req.formData()`, `(await request).text()`, `request.clone().arrayBuffer()`, `request.body`.
const BODY_READ =
  /\b(?:request|req|incoming)\b(?:\.clone\(\))?\s*\.\s*(?:json|text|formData|arrayBuffer|blob|bytes)\s*\(/;
const BODY_STREAM = /\b(?:request|req)\s*\.\s*body\b/;

test("no route, page or server module reads a request body except through the body reader", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("lib"), "proxy.ts"].filter((file) => file !== THE_READER);
  expect(files.filter((file) => file.endsWith("/route.ts")).length).toBeGreaterThan(60);
  const offenders = files.filter((file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    return BODY_READ.test(text) || BODY_STREAM.test(text);
  });
  expect(offenders).toEqual([]);
});

test("the scan recognises the ways a body can be read", () => {
  for (const code of [
    "await request.json()",
    "await req.text()",
    "request.formData().catch(() => null)",
    "await request.clone().arrayBuffer()",
    "request.body.getReader()",
  ]) {
    expect(BODY_READ.test(code) || BODY_STREAM.test(code)).toBe(true);
  }
  expect(BODY_READ.test("await response.text()")).toBe(false);
});

/** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes, counting how many were pulled. */
function chunkedRequest(chunks: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { count: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count >= chunks) return controller.close();
      pulled.count += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

test("a chunked body past the limit is cancelled after the limit, not read to the end", async () => {
  const { request, pulled } = chunkedRequest(10_000, 1024 * 1024);
  await expect(readBodyBytes(request, { maxBytes: 64 * 1024 })).rejects.toMatchObject({ status: 413 });
  expect(pulled.cancelled).toBe(true);
  expect(pulled.count).toBeLessThan(4);
});

test("a declared length over the limit is refused before reading", async () => {
  const { request, pulled } = chunkedRequest(10, 1024, { "content-length": String(10 * 1024 * 1024) });
  const error = await readBodyBytes(request, { maxBytes: 1024 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("too_large");
  expect(pulled.count).toBeLessThanOrEqual(1); // a stream may pre-fill one chunk; none is read
});

test("JSON at the limit is read; one byte more is 413; bad JSON is 400", async () => {
  const json = (text: string) => new Request("http://localhost/api/x", { method: "POST", body: text });
  const exact = JSON.stringify({ a: "x".repeat(100 - 8) });
  expect(exact.length).toBe(100);
  await expect(readJsonBody(json(exact), 100)).resolves.toEqual({ a: "x".repeat(92) });
  await expect(readJsonBody(json(`${exact} `), 100)).rejects.toMatchObject({ status: 413 });
  await expect(readJsonBody(json("{nope"), 100)).rejects.toMatchObject({ status: 400 });
  await expect(readJsonBody(json("[1]"), 100)).rejects.toMatchObject({ status: 400 });
});

test("a form is parsed from the bytes read within the limit", async () => {
  const form = new FormData();
  form.set("password", "open sesame");
  const request = new Request("http://localhost/p/x", { method: "POST", body: form });
  expect((await readFormBody(request, { maxBytes: 4096 })).get("password")).toBe("open sesame");
});
