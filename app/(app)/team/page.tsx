import type { Metadata } from "next";
import { TeamView } from "@/components/team/team-view";
import type { OrgSummary } from "@/components/team/types";
import { listMyOrgs } from "@/lib/server/data/orgs/orgs";
import { pageUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Team" };

/** Signed in: the member's organisations and what their role lets them do. Signed out: the layout's sign-in form. */
export default async function TeamPage() {
  const user = await pageUser();
  // Only what the page shows goes to the browser.
  const orgs: OrgSummary[] = (await listMyOrgs(user.id)).map(
    ({ id, name, tier, seats, logoUrl, brandColor, role, memberCount, showBranding, domainVerified, vetted }) => ({
      id,
      name,
      tier,
      seats,
      logoUrl,
      brandColor,
      role,
      memberCount,
      showBranding,
      domainVerified,
      vetted,
    }),
  );
  return <TeamView user={toCurrentUser(user)} initialOrgs={orgs} />;
}
