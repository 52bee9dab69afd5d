// What the Greenhouse and Lever stand-ins share: a node:http server on a free local port, Basic auth with one known
// key (or the stand-in's own check), every request recorded, failures on demand (401, 403, 429 with Retry-After,
// 500), and a list of what the app sent that the real provider would not accept (a test expects it empty).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

export type StubFailure = { status: 401 | 403 | 429 | 500; retryAfter?: string };

export type AtsStubBase = {
  url: string;
  apiKey: string;
  /** The ATS user id writes must be made as. */
  actingUser: string;
  requests: StubRequest[];
  /** What the app sent that the provider would refuse, in words. */
  violations: string[];
  /** Every request answers this failure while set. */
  failure: StubFailure | null;
  close(): Promise<void>;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** How a stand-in checks who is calling: null lets the request through, a reply refuses it. */
export type Authorize = (request: StubRequest) => Reply | null;

/** Basic auth with the key as user name and no password, as Lever takes it. */
export const basicKey =
  (apiKey: string): Authorize =>
  (request) =>
    request.headers.authorization === `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`
      ? null
      : { status: 401, body: { message: "Invalid API key" } };

export async function startAtsStub(
  apiKey: string,
  actingUser: string,
  route: (request: StubRequest, stub: AtsStubBase) => Reply,
  authorize: Authorize = basicKey(apiKey),
): Promise<AtsStubBase> {
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stub");
    const request: StubRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    stub.requests.push(request);
    const reply = answer(request);
    res.writeHead(reply.status, {
      "Content-Type": "application/json",
      ...(reply.status === 429 && stub.failure?.retryAfter ? { "Retry-After": stub.failure.retryAfter } : {}),
      ...reply.headers,
    });
    res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: String(error) }));
    });
  });

  const answer = (request: StubRequest): Reply => {
    if (stub.failure) return { status: stub.failure.status, body: { errors: [{ message: "stub failure" }] } };
    try {
      return authorize(request) ?? route(request, stub);
    } catch (error) {
      stub.violations.push(`${request.method} ${request.path}: ${(error as Error).message}`);
      return { status: 422, body: { message: (error as Error).message } };
    }
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stub: AtsStubBase = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    actingUser,
    requests: [],
    violations: [],
    failure: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stub;
}

/** Throws (a violation) unless the condition holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function jsonBody(request: StubRequest): Record<string, unknown> {
  check(String(request.headers["content-type"]).startsWith("application/json"), "the body is not JSON");
  const parsed = JSON.parse(request.body.toString("utf8")) as unknown;
  check(parsed && typeof parsed === "object" && !Array.isArray(parsed), "the body is not a JSON object");
  return parsed as Record<string, unknown>;
}
