import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { findNewestLiveShareLink } from "@/lib/server/data/share-links";
import { findUserByEmail } from "@/lib/server/data/users";
import { DEMO_ACCOUNT } from "@/lib/server/seed";

/**
 * /sample ("View Sample Portfolio" on the landing page): on to the demo account's newest live share link, or
 * "Page Not Found" when the demo or its link is missing (SEED_DEMO=false, or the link was revoked). Read at each
 * visit: the demo's link can change while the server runs.
 */
export default async function SamplePortfolio(): Promise<never> {
  await connection(); // at each visit, never at build
  const demo = await findUserByEmail(DEMO_ACCOUNT.email);
  const link = demo ? await findNewestLiveShareLink(demo.id) : null;
  if (!link) notFound();
  // A relative address keeps the visitor on the host they came in by.
  redirect(`/p/${link.slug}`);
}
