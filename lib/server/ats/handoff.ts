import "server-only";
// A recruiter of an Enterprise organisation sends a rep's shared portfolio to the organisation's applicant tracking
// system: the share link must be a live link of this app that any visitor can open (not expired, no password), and
// the ATS gets the link and the PDF that link's visitors download. Follows the talent network's access rules (owner,
// admin, recruiter; Enterprise: the route checks them), and is capped per recruiter: each hand-off renders a PDF and writes to the ATS.
import { eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import type { AtsCandidateInput, AtsHandoffResult } from "@/lib/validators/ats";
import { getDb } from "../db/client";
import { orgAtsConnections } from "../db/schema";
import { ApiError } from "../errors";
import { consumeAllowance } from "../data/usage";
import { writeOrgAudit } from "../data/orgs/access";
import { shareLinkState, shareUrl as canonicalShareUrl, type LiveShareLink } from "../data/share-links";
import { exportFileName } from "../export/route";
import { sharedRender } from "../export/shared-renders";
import { sharedPortfolioOf, withPicture } from "../shared-portfolio";
import type { AtsCredentials, PortfolioHandoff } from "../integrations/ats-call";
import { atsProvider } from "../integrations/registry";
import { needsCredentials, openCredentials } from "./saved";

const SLUG_PATH = /^\/p\/([A-Za-z0-9_-]{22})\/?$/;

const refuse = (message: string) => new ApiError("bad_request", message, { shareUrl: message });

/** The live, open share link a pasted address names, or a clear refusal. */
export async function openShareLink(address: string): Promise<LiveShareLink> {
  const url = URL.canParse(address) ? new URL(address) : null;
  const slug = url && url.origin === new URL(env().APP_URL).origin ? SLUG_PATH.exec(url.pathname)?.[1] : undefined;
  if (!slug) {
    throw refuse(`This is not a ${PRODUCT_NAME} share link: paste the address of the rep's shared portfolio (…/p/…).`);
  }
  const access = await shareLinkState(slug);
  if (access.state === "missing") throw refuse("This share link has been revoked or does not exist.");
  if (access.state === "expired") throw refuse("This share link has expired: ask the rep for a current one.");
  if (access.passwordHash) {
    throw refuse(
      "This portfolio is protected by a password, so the ATS could not open it: ask the rep for a link without one.",
    );
  }
  return access.link;
}

async function savedCredentials(orgId: number): Promise<AtsCredentials> {
  const db = await getDb();
  const [row] = await db.select().from(orgAtsConnections).where(eq(orgAtsConnections.orgId, orgId));
  if (!row) {
    throw new ApiError(
      "conflict",
      "Your organisation has not set up an applicant tracking system yet: an owner or admin can add Greenhouse or Lever in the organisation settings.",
    );
  }
  const pending = needsCredentials(row);
  if (pending) throw new ApiError("conflict", pending);
  const credentials = openCredentials(row);
  if (credentials === null) {
    throw new ApiError(
      "conflict",
      "The organisation's saved ATS credentials can no longer be read: an owner or admin needs to save them again.",
    );
  }
  return credentials;
}

export async function sendPortfolioToAts(
  userId: number,
  orgId: number,
  input: AtsCandidateInput,
): Promise<AtsHandoffResult> {
  const db = await getDb();
  const credentials = await savedCredentials(orgId);
  const link = await openShareLink(input.shareUrl);
  await consumeAllowance(db, userId, "ats_handoff");

  const view = await sharedPortfolioOf(link);
  const owner = view.snapshot.owner;
  // The PDF the link's visitors can download: none when the owner's plan does not offer it to them.
  const pdf = PLANS[owner.tier].exports
    ? {
        filename: exportFileName(owner.fullName, "pdf").ascii,
        bytes: (await sharedRender("pdf", link, async () => (await withPicture(view)).snapshot, null)).bytes,
      }
    : null;
  const handoff: PortfolioHandoff = {
    shareUrl: canonicalShareUrl(link.slug),
    candidate: input.candidate,
    pdf,
    ownerName: owner.fullName,
  };
  const outcome = await atsProvider(credentials.provider).handOff(credentials as never, handoff);
  await writeOrgAudit(
    db,
    { orgId, userId },
    {
      action: "ats_candidate_sent",
      targetUserId: link.userId,
      details: { provider: credentials.provider, candidateId: outcome.candidateId, created: outcome.created },
    },
  );
  return { provider: credentials.provider, ...outcome };
}
