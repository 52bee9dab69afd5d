import { HydrationBoundary } from "@tanstack/react-query";
import { TeamView } from "@/components/team/team-view";
import type { OrgSummary } from "@/components/team/types";
import { listMyOrgs } from "@/lib/server/data/orgs/orgs";
import { teamState } from "@/lib/server/page-data";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Team");

/**
 * Signed in: the member's organisations and what their role lets them do, its first data read here and handed to the
 * page's query cache. Signed out: the layout's 401 with the sign-in form.
 */
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
  return (
    <HydrationBoundary state={await teamState(user, orgs)}>
      <TeamView user={toCurrentUser(user)} initialOrgs={orgs} />
    </HydrationBoundary>
  );
}
