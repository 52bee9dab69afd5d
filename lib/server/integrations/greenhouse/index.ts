import "server-only";
// Greenhouse Harvest v3. The organisation's "Harvest V3 (OAuth)" credential gets an access token by the OAuth 2.0
// client credentials grant (HTTP Basic with the client id and secret, `sub` = the Greenhouse user the writes are
// recorded as), asked once per hand-off and never kept. A candidate is found by e-mail (lists are paged by a cursor
// in the Link header) or created with the portfolio as a website address; one who already existed gets the link in
// a note. The PDF goes in as a base64 attachment.
import * as oauth from "oauth4webapi";
import { env } from "@/lib/env";
import { ApiError } from "../../errors";
import {
  credentialsRefused,
  idFrom,
  providerCall,
  providerFailure,
  providerPage,
  unexpectedAnswer,
  unreachable,
  type AtsCaller,
  type CredentialsOf,
  type PortfolioHandoff,
} from "../ats-call";
import type { AtsProvider } from "../provider";
import { PROVIDER_TIMEOUT_MS } from "../provider-fetch";

type Credentials = CredentialsOf<"greenhouse">;

export const GREENHOUSE_V3_NEEDED =
  "Greenhouse switched off the Harvest API keys this connection was saved with (Harvest v1 and v2 were retired on 31 August 2026): an owner or admin needs to enter a Harvest v3 client id and secret once, created in Greenhouse under Configure → Dev Center → API Credentials → Harvest V3 (OAuth).";

/** More pages than any one e-mail address has candidates: past that, the search stops rather than loop. */
const MAX_PAGES = 20;
const PAGE_SIZE = "100";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

const endpoint = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(`${trimSlash(env().GREENHOUSE_API_URL)}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
};

/** The token host as an authorization server: only its token endpoint is used. */
function authorizationServer(): oauth.AuthorizationServer {
  const base = trimSlash(env().GREENHOUSE_AUTH_URL);
  return { issuer: base, token_endpoint: `${base}/token` };
}

/** The OAuth error code of a refused token request, when it answered one. */
async function oauthError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : "";
}

/** An access token for the organisation's credentials, issued for its acting user. */
async function signIn(credentials: Credentials): Promise<AtsCaller> {
  const as = authorizationServer();
  const client: oauth.Client = { client_id: credentials.clientId };
  let response: Response;
  try {
    response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(credentials.clientSecret),
      { sub: credentials.onBehalfOf },
      {
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        // Plain http only where the operator pointed the token host at one (a local stand-in in tests).
        [oauth.allowInsecureRequests]: new URL(as.token_endpoint!).protocol === "http:",
      },
    );
  } catch {
    throw unreachable(credentials);
  }
  if (response.status === 400 || response.status === 401) {
    const error = await oauthError(response);
    if (response.status === 401 || /^(invalid_client|unauthorized_client)$/.test(error)) {
      throw credentialsRefused(credentials);
    }
    // The client is known but the grant is not: most often a `sub` that is not a user of this Greenhouse account.
    throw new ApiError(
      "provider_error",
      `Greenhouse did not issue a token for the user id ${credentials.onBehalfOf}: an owner or admin can check it in the organisation's ATS settings.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw providerFailure(credentials, response.status, response.headers.get("retry-after"));
  }
  try {
    const token = await oauth.processClientCredentialsResponse(as, client, response);
    return {
      provider: "greenhouse",
      onBehalfOf: credentials.onBehalfOf,
      authorization: `Bearer ${token.access_token}`,
    };
  } catch {
    throw unexpectedAnswer(credentials);
  }
}

const JSON_BODY = { "Content-Type": "application/json" };

type Candidate = { id?: unknown; email_addresses?: { value?: unknown }[] };

const hasEmail = (candidate: Candidate, email: string) =>
  Array.isArray(candidate.email_addresses) &&
  candidate.email_addresses.some((e) => typeof e.value === "string" && e.value.toLowerCase() === email);

/** The first candidate with this e-mail address, through every page of the filtered list. */
async function findCandidate(caller: AtsCaller, email: string): Promise<string | null> {
  let url: URL | null = endpoint("/v3/candidates", { email, per_page: PAGE_SIZE });
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const { body, next } = await providerPage(caller, url, { method: "GET" });
    if (!Array.isArray(body)) throw unexpectedAnswer(caller);
    const found = (body as Candidate[]).find((c) => c && typeof c === "object" && hasEmail(c, email));
    if (found) return idFrom(caller, found.id);
    url = next;
  }
  return null;
}

async function createCandidate(caller: AtsCaller, handoff: PortfolioHandoff): Promise<string> {
  const created = (await providerCall(caller, endpoint("/v3/candidates"), {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({
      first_name: handoff.candidate.firstName,
      last_name: handoff.candidate.lastName,
      email_addresses: [{ value: handoff.candidate.email, type: "personal" }],
      website_addresses: [{ value: handoff.shareUrl, type: "portfolio" }],
    }),
  })) as { id?: unknown } | null;
  return idFrom(caller, created?.id);
}

async function addNote(caller: AtsCaller, candidateId: string, handoff: PortfolioHandoff): Promise<void> {
  await providerCall(caller, endpoint("/v3/notes"), {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({
      candidate_id: Number(candidateId),
      body: `Verified sales portfolio of ${handoff.ownerName}: ${handoff.shareUrl}`,
      visibility: "public",
    }),
  });
}

async function attachPdf(caller: AtsCaller, candidateId: string, pdf: NonNullable<PortfolioHandoff["pdf"]>) {
  await providerCall(caller, endpoint("/v3/attachments"), {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({
      candidate_id: Number(candidateId),
      filename: pdf.filename,
      type: "other",
      content: Buffer.from(pdf.bytes).toString("base64"),
      content_type: "application/pdf",
    }),
  });
}

export const greenhouse: AtsProvider<"greenhouse"> = {
  id: "greenhouse",
  name: "Greenhouse",
  auth: "clientCredentials",
  scopes: [],
  kind: "ats",
  secretField: "clientSecret",
  secretOf: (input) => ({ secret: input.clientSecret, clientId: input.clientId }),
  // A row saved before Harvest v3 holds a Harvest API key and no client id: Greenhouse no longer accepts it.
  needsCredentials: (row) => (row.clientId === null ? GREENHOUSE_V3_NEEDED : null),
  credentials: (row, secret) =>
    row.clientId === null
      ? null
      : { provider: "greenhouse", clientId: row.clientId, clientSecret: secret, onBehalfOf: row.onBehalfOf },
  async checkKey(credentials) {
    const caller = await signIn(credentials);
    await providerCall(caller, endpoint("/v3/candidates", { per_page: "1" }), { method: "GET" });
  },
  async handOff(credentials, handoff) {
    const caller = await signIn(credentials);
    const email = handoff.candidate.email.toLowerCase();
    const existing = await findCandidate(caller, email);
    const candidateId = existing ?? (await createCandidate(caller, handoff));
    if (existing) await addNote(caller, existing, handoff);
    if (handoff.pdf) await attachPdf(caller, candidateId, handoff.pdf);
    return { candidateId, created: existing === null, attachment: handoff.pdf !== null };
  },
};
