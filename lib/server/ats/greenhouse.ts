import "server-only";
// Greenhouse Harvest: Basic auth with the key as user name, writes recorded as the On-Behalf-Of user. A candidate is
// found by e-mail or created with the portfolio as a website address; one who already existed gets the link in a
// note (a PATCH of website_addresses would replace the addresses they have). The PDF goes in as a base64 attachment.
import { env } from "@/lib/env";
import { idFrom, providerCall, type AtsClient, type AtsCredentials, type PortfolioHandoff } from "./provider-call";

const endpoint = (path: string, query: Record<string, string> = {}) => {
  const url = new URL(`${env().GREENHOUSE_API_URL.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
};

const writeHeaders = (credentials: AtsCredentials) => ({
  "Content-Type": "application/json",
  "On-Behalf-Of": credentials.onBehalfOf,
});

async function findCandidate(credentials: AtsCredentials, email: string): Promise<string | null> {
  const found = await providerCall(credentials, endpoint("/v1/candidates", { email }), { method: "GET" });
  const first = Array.isArray(found) ? (found[0] as { id?: unknown } | undefined) : undefined;
  return first ? idFrom(credentials, first.id) : null;
}

async function createCandidate(credentials: AtsCredentials, handoff: PortfolioHandoff): Promise<string> {
  const created = (await providerCall(credentials, endpoint("/v1/candidates"), {
    method: "POST",
    headers: writeHeaders(credentials),
    body: JSON.stringify({
      first_name: handoff.candidate.firstName,
      last_name: handoff.candidate.lastName,
      email_addresses: [{ value: handoff.candidate.email, type: "personal" }],
      website_addresses: [{ value: handoff.shareUrl, type: "portfolio" }],
    }),
  })) as { id?: unknown } | null;
  return idFrom(credentials, created?.id);
}

async function addNote(credentials: AtsCredentials, candidateId: string, handoff: PortfolioHandoff): Promise<void> {
  await providerCall(credentials, endpoint(`/v1/candidates/${encodeURIComponent(candidateId)}/activity_feed/notes`), {
    method: "POST",
    headers: writeHeaders(credentials),
    body: JSON.stringify({
      user_id: credentials.onBehalfOf,
      body: `Verified sales portfolio of ${handoff.ownerName}: ${handoff.shareUrl}`,
      visibility: "public",
    }),
  });
}

export const greenhouse: AtsClient = {
  async checkKey(credentials) {
    await providerCall(credentials, endpoint("/v1/candidates", { per_page: "1" }), { method: "GET" });
  },
  async handOff(credentials, handoff) {
    const existing = await findCandidate(credentials, handoff.candidate.email);
    const candidateId = existing ?? (await createCandidate(credentials, handoff));
    if (existing) await addNote(credentials, existing, handoff);
    if (handoff.pdf) {
      await providerCall(credentials, endpoint(`/v1/candidates/${encodeURIComponent(candidateId)}/attachments`), {
        method: "POST",
        headers: writeHeaders(credentials),
        body: JSON.stringify({
          filename: handoff.pdf.filename,
          type: "other",
          content: Buffer.from(handoff.pdf.bytes).toString("base64"),
          content_type: "application/pdf",
        }),
      });
    }
    return { candidateId, created: existing === null, attachment: handoff.pdf !== null };
  },
};
