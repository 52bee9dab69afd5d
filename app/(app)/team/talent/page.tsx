import { TalentSearchView, type TalentOrg } from "@/components/talent/talent-search-view";
import { listMyOrgs } from "@/lib/server/data/orgs/orgs";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Talent network");

/** Signed in: the search of the organisations the member is in. Signed out: the layout's sign-in form. */
export default async function TeamTalentPage() {
  const user = await pageUser();
  // Only what the page shows goes to the browser.
  const orgs: TalentOrg[] = (await listMyOrgs(user.id)).map(({ id, name, tier, role }) => ({ id, name, tier, role }));
  return <TalentSearchView user={toCurrentUser(user)} orgs={orgs} />;
}
