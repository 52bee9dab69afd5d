import { Card, CardContent } from "@/components/ui/card";
import { formatMoney, formatPercent } from "@/lib/format";
import type { CurrentUser } from "@/lib/types";
import { CompletionMeter } from "./completion-meter";
import { LevelBadge } from "./level-badge";
import { attainmentToneClass } from "./portfolio-stats";
import { ProfileNameForm } from "./profile-name-form";
import { ProfilePicture } from "./profile-picture";
import type { PortfolioOverview } from "./use-portfolio-overview";

/** Picture, name, level and completion, with the two headline figures. */
export function ProfileCard({ user, overview }: { user: CurrentUser; overview: PortfolioOverview }) {
  return (
    <Card aria-labelledby="overview-profile-heading" role="region">
      <h2 id="overview-profile-heading" className="sr-only">
        Profile
      </h2>
      <CardContent className="flex flex-col gap-6 pt-6 md:flex-row md:items-start">
        <ProfilePicture user={user} />
        <div className="grid min-w-0 flex-1 gap-5">
          <ProfileNameForm fullName={user.fullName} />
          <LevelBadge level={overview.level} />
          <CompletionMeter percent={overview.level.completion} />
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Avg Quota</dt>
              <dd className={`text-xl font-semibold ${attainmentToneClass(overview.averageAttainment)}`}>
                {formatPercent(overview.averageAttainment ?? 0)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Total Revenue</dt>
              <dd className="text-xl font-semibold">{formatMoney(overview.totalRevenue)}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
