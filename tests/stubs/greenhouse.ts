// A stand-in for Greenhouse Harvest v3 and its token host on a local port. It checks what Greenhouse checks: the
// client credentials grant at /token (HTTP Basic with the client id and secret, form-encoded, `grant_type` and the
// acting user's id in `sub`), a bearer token it issued on every API call, the v3 paths and bodies, cursor paging
// (a cursor comes alone, from the Link header's rel="next"), and an attachment that really is a PDF. Harvest v1 and
// v2 paths and Basic API keys are refused, as Greenhouse refuses them since their retirement.
import { randomBytes } from "node:crypto";
import {
  check,
  jsonBody,
  startAtsStub,
  type AtsStubBase,
  type Authorize,
  type Reply,
  type StubRequest,
} from "./ats-stub";

export type GreenhouseCandidate = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  websites: string[];
  notes: string[];
  attachments: { filename: string; bytes: Buffer }[];
};

export type GreenhouseStub = AtsStubBase & {
  clientId: string;
  candidates: GreenhouseCandidate[];
  /** Every token request's form fields. */
  tokenRequests: URLSearchParams[];
  /** The largest page the list answers (Greenhouse's per_page bound is 500). */
  pageSize: number;
  /** The GREENHOUSE_API_URL and GREENHOUSE_AUTH_URL that point a server at this stub. */
  env: { GREENHOUSE_API_URL: string; GREENHOUSE_AUTH_URL: string };
};

/** The form encoding OAuth 2.0 applies to a client id and secret before HTTP Basic. */
const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, " "));

export async function startGreenhouseStub(
  clientId: string,
  clientSecret: string,
  actingUser: string,
): Promise<GreenhouseStub> {
  const candidates: GreenhouseCandidate[] = [];
  const tokenRequests: URLSearchParams[] = [];
  /** Issued access tokens and the user each was issued for. */
  const tokens = new Map<string, string>();
  /** Cursors handed out in Link headers: the filter and where the next page starts. */
  const cursors = new Map<string, { email: string | null; start: number; perPage: number }>();
  let nextId = 41_000;

  const tokenGrant = (request: StubRequest): Reply => {
    check(request.method === "POST", "the token request is not a POST");
    check(
      String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded"),
      "the token request is not form-encoded",
    );
    const form = new URLSearchParams(request.body.toString("utf8"));
    tokenRequests.push(form);
    check(!form.has("client_secret"), "the client secret goes in the Authorization header, not the body");
    check(form.get("grant_type") === "client_credentials", `grant_type was ${form.get("grant_type")}`);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":", 2) : [];
    if (formDecode(id ?? "") !== clientId || formDecode(secret ?? "") !== clientSecret) {
      return { status: 401, body: { error: "invalid_client", error_description: "Client authentication failed" } };
    }
    const sub = form.get("sub");
    if (sub !== actingUser)
      return { status: 400, body: { error: "invalid_request", error_description: "unknown sub" } };
    const token = `gh-access-${randomBytes(16).toString("hex")}`;
    tokens.set(token, sub);
    return { status: 200, body: { access_token: token, token_type: "Bearer", expires_in: 3600 } };
  };

  const authorize: Authorize = (request) => {
    check(!/^\/v[12]\//.test(request.path), `Harvest v1 and v2 are retired: ${request.method} ${request.path}`);
    if (request.path === "/token") return null;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !tokens.has(token)) return { status: 401, body: { error: "invalid_token" } };
    return null;
  };

  const candidate = (id: unknown) => {
    const found = candidates.find((c) => c.id === id);
    check(found, `no candidate ${String(id)}`);
    return found;
  };

  /** A write is made as the token's user: the acting user the organisation saved. */
  const write = (request: StubRequest) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")![1]!;
    check(tokens.get(token) === actingUser, "the write is not made as the acting user");
    check(request.headers["on-behalf-of"] === undefined, "Harvest v3 takes the acting user from the token");
    return jsonBody(request);
  };

  const list = (request: StubRequest): Reply => {
    let page: { email: string | null; start: number; perPage: number };
    const cursor = request.query.get("cursor");
    if (cursor !== null) {
      check([...request.query.keys()].length === 1, "a cursor must be the only parameter");
      const known = cursors.get(cursor);
      check(known, "unknown cursor");
      page = known;
    } else {
      check(!request.query.has("page"), "Harvest v3 has no page parameter");
      const perPage = Number(request.query.get("per_page") ?? 100);
      check(Number.isInteger(perPage) && perPage >= 1 && perPage <= 500, `per_page ${perPage}`);
      page = { email: request.query.get("email"), start: 0, perPage };
    }
    const size = Math.min(page.perPage, stub.pageSize);
    const rows = candidates.filter((c) => !page.email || c.email === page.email.toLowerCase());
    const slice = rows.slice(page.start, page.start + size);
    const headers: Record<string, string> = {};
    if (page.start + size < rows.length) {
      const next = randomBytes(8).toString("hex");
      cursors.set(next, { ...page, start: page.start + size });
      headers.Link = `<${stub.url}/v3/candidates?cursor=${next}>; rel="next"`;
    }
    const body = slice.map((c) => ({
      id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      email_addresses: [{ value: c.email, type: "personal" }],
    }));
    return { status: 200, body, headers };
  };

  const route = (request: StubRequest): Reply => {
    if (request.path === "/token") return tokenGrant(request);
    const parts = request.path.split("/").filter(Boolean); // v3, resource
    check(parts[0] === "v3" && parts.length === 2, `not a Harvest v3 path: ${request.path}`);
    if (parts[1] === "candidates" && request.method === "GET") return list(request);
    if (parts[1] === "candidates" && request.method === "POST") {
      const body = write(request);
      const emails = body.email_addresses as { value?: string; type?: string }[] | undefined;
      const sites = body.website_addresses as { value?: string; type?: string }[] | undefined;
      check(typeof body.first_name === "string" && typeof body.last_name === "string", "names missing");
      check(emails?.length === 1 && emails[0]!.type === "personal" && emails[0]!.value, "email_addresses");
      check(sites?.length === 1 && sites[0]!.type === "portfolio" && sites[0]!.value, "website_addresses");
      const created: GreenhouseCandidate = {
        id: nextId++,
        email: emails[0]!.value!.toLowerCase(),
        firstName: body.first_name as string,
        lastName: body.last_name as string,
        websites: [sites[0]!.value!],
        notes: [],
        attachments: [],
      };
      candidates.push(created);
      return { status: 201, body: { id: created.id, first_name: created.firstName } };
    }
    if (parts[1] === "notes" && request.method === "POST") {
      const body = write(request);
      check(body.visibility === "public" || body.visibility === "private", "visibility");
      check(typeof body.body === "string" && body.body.length > 0, "note body");
      check(body.user_id === undefined, "Harvest v3 takes the note's author from the token");
      candidate(body.candidate_id).notes.push(body.body as string);
      return { status: 201, body: { id: nextId++ } };
    }
    if (parts[1] === "attachments" && request.method === "POST") {
      const body = write(request);
      check(body.type === "other" || body.type === "resume", `attachment type ${String(body.type)}`);
      check(body.content_type === "application/pdf", "content_type");
      check(typeof body.filename === "string" && body.filename.endsWith(".pdf"), "filename");
      const bytes = Buffer.from(String(body.content), "base64");
      check(bytes.subarray(0, 4).toString("latin1") === "%PDF", "the attachment is not a PDF");
      candidate(body.candidate_id).attachments.push({ filename: body.filename as string, bytes });
      return { status: 201, body: { filename: body.filename, type: body.type } };
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };

  const base = await startAtsStub(clientSecret, actingUser, route, authorize);
  const stub: GreenhouseStub = Object.assign(base, {
    clientId,
    candidates,
    tokenRequests,
    pageSize: 500,
    env: { GREENHOUSE_API_URL: base.url, GREENHOUSE_AUTH_URL: base.url },
  });
  return stub;
}
