import "server-only";
// The end of every single sign-on, SAML or OIDC, once the identity provider's word has been verified: the person is
// provisioned just in time (their account found or made, a membership with the connection's default role within the
// seats: 402 past them; only an address at one of the organisation's verified domains: 403), the sign-in is written
// to the organisation's audit trail, and this browser gets a session.
import { z } from "zod";
import { getDb } from "../db/client";
import { ApiError } from "../errors";
import { writeOrgAudit } from "../data/orgs/access";
import { provisionMember } from "../data/orgs/provisioning";
import { startSession } from "../sign-in";
import type { SsoConnectionRow } from "./connections";

const address = z.string().trim().toLowerCase().email().max(254);

export type SsoPerson = { email: string; fullName: string | null };

/** Provisions the person in the connection's organisation and signs this browser in; answers the account's id. */
export async function finishSsoSignIn(
  request: Pick<Request, "headers">,
  connection: SsoConnectionRow,
  person: SsoPerson,
): Promise<number> {
  const email = address.safeParse(person.email);
  if (!email.success) {
    throw new ApiError("bad_request", "The identity provider's e-mail address is not a valid address.");
  }
  const orgId = connection.orgId;
  const db = await getDb();
  const provisioned = await db.transaction(async (tx) => {
    const result = await provisionMember(
      tx,
      orgId,
      { email: email.data, fullName: person.fullName },
      { role: connection.defaultRole, actor: { orgId, userId: null }, via: "sso" },
    );
    await writeOrgAudit(
      tx,
      { orgId, userId: result.userId },
      {
        action: "sso_sign_in",
        targetUserId: result.userId,
        details: { protocol: connection.type, joined: result.joined, createdAccount: result.createdAccount },
      },
    );
    return result;
  });
  await startSession(request, provisioned.userId);
  return provisioned.userId;
}
