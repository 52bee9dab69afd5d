import "server-only";
// Lever: Basic auth with the key as user name, writes recorded as the perform_as user. The candidate is an
// opportunity, found by e-mail or created with the portfolio link; one who already existed gets the link added. The
// PDF goes in as a multipart file upload.
import { env } from "@/lib/env";
import {
  basicAuth,
  idFrom,
  providerCall,
  type AtsCaller,
  type CredentialsOf,
  type PortfolioHandoff,
} from "../ats-call";
import type { AtsProvider } from "../provider";

const endpoint = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(`${env().LEVER_API_URL.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
};

/** Every call authenticates with the key; writes name the perform_as user. */
const callerOf = (credentials: CredentialsOf<"lever">): AtsCaller => ({
  provider: "lever",
  onBehalfOf: credentials.onBehalfOf,
  authorization: basicAuth(credentials.apiKey),
});

const asUser = (caller: AtsCaller) => ({ perform_as: caller.onBehalfOf });
const JSON_BODY = { "Content-Type": "application/json" };

type LeverList = { data?: { id?: unknown }[] };
type LeverOne = { data?: { id?: unknown } };

async function findOpportunity(credentials: AtsCaller, email: string): Promise<string | null> {
  const found = (await providerCall(credentials, endpoint("/opportunities", { email }), {
    method: "GET",
  })) as LeverList | null;
  const first = Array.isArray(found?.data) ? found.data[0] : undefined;
  return first ? idFrom(credentials, first.id) : null;
}

async function createOpportunity(credentials: AtsCaller, handoff: PortfolioHandoff): Promise<string> {
  const created = (await providerCall(credentials, endpoint("/opportunities", asUser(credentials)), {
    method: "POST",
    headers: JSON_BODY,
    body: JSON.stringify({
      name: `${handoff.candidate.firstName} ${handoff.candidate.lastName}`,
      emails: [handoff.candidate.email],
      links: [handoff.shareUrl],
      origin: "sourced",
    }),
  })) as LeverOne | null;
  return idFrom(credentials, created?.data?.id);
}

export const lever: AtsProvider<"lever"> = {
  id: "lever",
  name: "Lever",
  auth: "apiKey",
  scopes: [],
  kind: "ats",
  secretField: "apiKey",
  secretOf: (input) => ({ secret: input.apiKey, clientId: null }),
  needsCredentials: () => null,
  credentials: (row, secret) => ({ provider: "lever", apiKey: secret, onBehalfOf: row.onBehalfOf }),
  async checkKey(credentials) {
    await providerCall(callerOf(credentials), endpoint("/opportunities", { limit: "1" }), { method: "GET" });
  },
  async handOff(saved, handoff) {
    const credentials = callerOf(saved);
    const existing = await findOpportunity(credentials, handoff.candidate.email);
    const id = existing ?? (await createOpportunity(credentials, handoff));
    const path = (what: string) => `/opportunities/${encodeURIComponent(id)}/${what}`;
    if (existing) {
      await providerCall(credentials, endpoint(path("addLinks"), asUser(credentials)), {
        method: "POST",
        headers: JSON_BODY,
        body: JSON.stringify({ links: [handoff.shareUrl] }),
      });
    }
    if (handoff.pdf) {
      const form = new FormData();
      form.append(
        "file",
        new Blob([Buffer.from(handoff.pdf.bytes)], { type: "application/pdf" }),
        handoff.pdf.filename,
      );
      await providerCall(credentials, endpoint(path("files"), asUser(credentials)), { method: "POST", body: form });
    }
    return { candidateId: id, created: existing === null, attachment: handoff.pdf !== null };
  },
};
