// A stand-in for Greenhouse Harvest (v1) on a local port: candidates found by e-mail or created, activity-feed notes
// and base64 attachments. It checks what Harvest checks: the Basic auth key, the On-Behalf-Of header on every write,
// the bodies' shape, and an attachment that really is a PDF.
import { check, jsonBody, startAtsStub, type AtsStubBase, type Reply, type StubRequest } from "./ats-stub";

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
  candidates: GreenhouseCandidate[];
  /** The GREENHOUSE_API_URL that points a server at this stub. */
  env: { GREENHOUSE_API_URL: string };
};

export async function startGreenhouseStub(apiKey: string, onBehalfOf: string): Promise<GreenhouseStub> {
  const candidates: GreenhouseCandidate[] = [];
  let nextId = 41_000;

  const candidate = (id: string) => {
    const found = candidates.find((c) => String(c.id) === id);
    check(found, `no candidate ${id}`);
    return found;
  };

  const write = (request: StubRequest) => {
    check(request.headers["on-behalf-of"] === onBehalfOf, `On-Behalf-Of was ${request.headers["on-behalf-of"]}`);
    return jsonBody(request);
  };

  const route = (request: StubRequest): Reply => {
    const parts = request.path.split("/").filter(Boolean); // v1, candidates, id, ...
    check(parts[0] === "v1" && parts[1] === "candidates", `unknown path ${request.path}`);
    if (request.method === "GET" && parts.length === 2) {
      const email = request.query.get("email");
      return { status: 200, body: candidates.filter((c) => !email || c.email === email).map((c) => ({ id: c.id })) };
    }
    if (request.method === "POST" && parts.length === 2) {
      const body = write(request);
      const emails = body.email_addresses as { value?: string; type?: string }[] | undefined;
      const sites = body.website_addresses as { value?: string; type?: string }[] | undefined;
      check(typeof body.first_name === "string" && typeof body.last_name === "string", "names missing");
      check(emails?.length === 1 && emails[0]!.type === "personal" && emails[0]!.value, "email_addresses");
      check(sites?.length === 1 && sites[0]!.type === "portfolio" && sites[0]!.value, "website_addresses");
      const created: GreenhouseCandidate = {
        id: nextId++,
        email: emails[0]!.value!,
        firstName: body.first_name as string,
        lastName: body.last_name as string,
        websites: [sites[0]!.value!],
        notes: [],
        attachments: [],
      };
      candidates.push(created);
      return { status: 201, body: { id: created.id, first_name: created.firstName } };
    }
    if (request.method === "POST" && parts[3] === "activity_feed" && parts[4] === "notes") {
      const body = write(request);
      check(body.user_id === onBehalfOf, `note user_id was ${String(body.user_id)}`);
      check(body.visibility === "public" || body.visibility === "private", "visibility");
      check(typeof body.body === "string" && body.body.length > 0, "note body");
      candidate(parts[2]!).notes.push(body.body as string);
      return { status: 201, body: { id: nextId++ } };
    }
    if (request.method === "POST" && parts[3] === "attachments") {
      const body = write(request);
      check(body.type === "other" || body.type === "resume", `attachment type ${String(body.type)}`);
      check(body.content_type === "application/pdf", "content_type");
      check(typeof body.filename === "string" && body.filename.endsWith(".pdf"), "filename");
      const bytes = Buffer.from(String(body.content), "base64");
      check(bytes.subarray(0, 4).toString("latin1") === "%PDF", "the attachment is not a PDF");
      candidate(parts[2]!).attachments.push({ filename: body.filename as string, bytes });
      return { status: 201, body: { filename: body.filename, type: body.type } };
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };

  const base = await startAtsStub(apiKey, onBehalfOf, route);
  return Object.assign(base, { candidates, env: { GREENHOUSE_API_URL: base.url } });
}
