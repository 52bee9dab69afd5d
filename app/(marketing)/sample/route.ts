// /sample ("View Sample Portfolio" on the landing page): the demo account's newest live share link, or a 404
// when the demo or its link is missing (SEED_DEMO=false, or the link was revoked).
import { findNewestLiveShareLink } from "@/lib/server/data/share-links";
import { findUserByEmail } from "@/lib/server/data/users";
import { ApiError, withErrors } from "@/lib/server/http";
import { DEMO_ACCOUNT } from "@/lib/server/seed";

export const dynamic = "force-dynamic";

export const GET = withErrors(async () => {
  const demo = await findUserByEmail(DEMO_ACCOUNT.email);
  const link = demo ? await findNewestLiveShareLink(demo.id) : null;
  if (!link) throw new ApiError("not_found", "The sample portfolio is not available");
  // A relative Location keeps the visitor on the host they came in by.
  return new Response(null, { status: 307, headers: { Location: `/p/${link.slug}`, "Cache-Control": "no-store" } });
});
