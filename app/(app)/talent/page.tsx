import { TalentView } from "@/components/talent/talent-view";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { getTalentProfile } from "@/lib/server/talent/profile";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Talent network");

/** Signed in: the rep's listing, its preview, requests and who looked. Signed out: the layout's sign-in form. */
export default async function TalentPage() {
  const user = await pageUser();
  return <TalentView user={toCurrentUser(user)} initialProfile={await getTalentProfile(user.id)} />;
}
