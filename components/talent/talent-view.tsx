"use client";
// /talent: the rep's listing in the verified talent network, exactly what recruiters see of it, the requests they
// sent and who looked.
import { AccountPage } from "@/components/layout/account-page";
import { Section } from "@/components/team/team-ui";
import type { CurrentUser } from "@/lib/types";
import { ListingForm } from "./listing-form";
import { RequestsCard } from "./requests-card";
import { TalentCard } from "./talent-card";
import type { TalentProfileView } from "./types";
import { useTalentProfile } from "./use-talent-api";
import { ViewsCard } from "./views-card";

type TalentViewProps = { user: CurrentUser; initialProfile: TalentProfileView };

export function TalentView({ user, initialProfile }: TalentViewProps) {
  const { data: profile } = useTalentProfile(initialProfile);
  return (
    <AccountPage user={user} title="Talent network" width="max-w-5xl">
      <div className="grid max-w-3xl gap-2 text-sm text-muted-foreground">
        <p>
          Let recruiters in Enterprise organisations find you by what is verified in your portfolio. You decide whether
          you are listed, who can never find you, and who gets your contact address.
        </p>
        <p>
          No pay is ever shown or asked: no OTE, commission, salary or W-2 figure is part of the network, and nobody can
          search by one.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Your listing" description="Your own words besides the verified facts.">
          <ListingForm profile={profile} />
        </Section>
        {/* Beside the form on wide screens, the preview stays in view while the rep edits. */}
        <div className="lg:sticky lg:top-20">
          <Section
            title="What recruiters see"
            description={
              profile.listed
                ? "Your card as saved, exactly as recruiters see it. The facts come from your verified items."
                : "Your card as saved. You are not listed, so no recruiter sees it."
            }
          >
            <TalentCard card={profile.preview} />
          </Section>
        </div>
      </div>
      <RequestsCard accountEmail={user.email} />
      <ViewsCard />
    </AccountPage>
  );
}
