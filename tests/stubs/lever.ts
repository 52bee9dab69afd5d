// A stand-in for Lever's API (v1) on a local port: opportunities found by e-mail or created, links added, and
// files uploaded as multipart form data. It checks the Basic auth key, perform_as on every write, the JSON bodies,
// and a multipart `file` part that is a PDF.
import { check, jsonBody, startAtsStub, type AtsStubBase, type Reply, type StubRequest } from "./ats-stub";

export type LeverOpportunity = {
  id: string;
  name: string;
  emails: string[];
  links: string[];
  files: { filename: string; bytes: Buffer }[];
};

export type LeverStub = AtsStubBase & {
  opportunities: LeverOpportunity[];
  /** The LEVER_API_URL that points a server at this stub (it serves under /v1, as Lever does). */
  env: { LEVER_API_URL: string };
};

/** The `file` part of a multipart body: its file name, type and bytes. */
function filePart(request: StubRequest): { filename: string; type: string; bytes: Buffer } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(String(request.headers["content-type"]));
  check(String(request.headers["content-type"]).startsWith("multipart/form-data") && boundary, "not multipart");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = request.body.indexOf(delimiter);
  while (start !== -1) {
    const next = request.body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = request.body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, headerEnd).toString("utf8");
    if (/name="file"/.test(headers)) {
      return {
        filename: /filename="([^"]*)"/.exec(headers)?.[1] ?? "",
        type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "",
        bytes: part.subarray(headerEnd + 4),
      };
    }
    start = next;
  }
  throw new Error("no file part");
}

export async function startLeverStub(apiKey: string, performAs: string): Promise<LeverStub> {
  const opportunities: LeverOpportunity[] = [];
  let nextId = 1;

  const asUser = (request: StubRequest) =>
    check(request.query.get("perform_as") === performAs, `perform_as was ${request.query.get("perform_as")}`);
  const opportunity = (id: string) => {
    const found = opportunities.find((o) => o.id === id);
    check(found, `no opportunity ${id}`);
    return found;
  };

  const route = (request: StubRequest): Reply => {
    const parts = request.path.split("/").filter(Boolean); // v1, opportunities, id, ...
    check(parts[0] === "v1" && parts[1] === "opportunities", `unknown path ${request.path}`);
    if (request.method === "GET" && parts.length === 2) {
      const email = request.query.get("email");
      const found = opportunities.filter((o) => !email || o.emails.includes(email));
      return { status: 200, body: { data: found.map((o) => ({ id: o.id, name: o.name })), hasNext: false } };
    }
    if (request.method === "POST" && parts.length === 2) {
      asUser(request);
      const body = jsonBody(request);
      check(typeof body.name === "string" && body.name.includes(" "), "name");
      check(Array.isArray(body.emails) && body.emails.length === 1, "emails");
      check(Array.isArray(body.links) && body.links.length === 1, "links");
      check(body.origin === "sourced", `origin ${String(body.origin)}`);
      const created: LeverOpportunity = {
        id: `opp-${String(nextId++).padStart(4, "0")}-stub`,
        name: body.name,
        emails: body.emails as string[],
        links: body.links as string[],
        files: [],
      };
      opportunities.push(created);
      return { status: 201, body: { data: { id: created.id, name: created.name } } };
    }
    if (request.method === "POST" && parts[3] === "addLinks") {
      asUser(request);
      const body = jsonBody(request);
      check(Array.isArray(body.links) && body.links.length > 0, "links");
      opportunity(parts[2]!).links.push(...(body.links as string[]));
      return { status: 200, body: {} };
    }
    if (request.method === "POST" && parts[3] === "files") {
      asUser(request);
      const file = filePart(request);
      check(file.type === "application/pdf", `file type ${file.type}`);
      check(file.filename.endsWith(".pdf"), "file name");
      check(file.bytes.subarray(0, 4).toString("latin1") === "%PDF", "the file is not a PDF");
      opportunity(parts[2]!).files.push({ filename: file.filename, bytes: file.bytes });
      return { status: 200, body: { data: { name: file.filename } } };
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };

  const base = await startAtsStub(apiKey, performAs, route);
  return Object.assign(base, { opportunities, env: { LEVER_API_URL: `${base.url}/v1` } });
}
