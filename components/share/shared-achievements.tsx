// The achievements the rep chose to share: category, text (the AI-enhanced version when there is one), the
// story behind it, impact, metrics, tags and how it was verified.
import { AchievementDetails } from "@/components/achievements/achievement-details";
import { categoryDisplay } from "@/components/achievements/category-display";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { SnapshotAchievement } from "@/lib/server/export/snapshot";
import { verificationText } from "@/lib/verification";
import { VerificationStatus } from "./verification-status";

function Story({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{text}</dd>
    </div>
  );
}

function SharedAchievement({ achievement, showBadge }: { achievement: SnapshotAchievement; showBadge: boolean }) {
  const { label, Icon } = categoryDisplay(achievement.category);
  return (
    <Card className="flex break-inside-avoid-page flex-col" data-testid="shared-achievement">
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info" className="max-w-full">
            <Icon aria-hidden="true" />
            <span className="truncate">{label}</span>
          </Badge>
          {achievement.dateReceived ? (
            <span className="text-xs text-muted-foreground">
              Received <time dateTime={achievement.dateReceived}>{formatDate(achievement.dateReceived)}</time>
            </span>
          ) : null}
        </div>
        <CardTitle className="break-words">{achievement.title}</CardTitle>
        <VerificationStatus
          verification={achievement.verification}
          credential={achievement.credential}
          showBadge={showBadge}
        />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {achievement.aiEnhanced || achievement.description}
        </p>
        {achievement.challenges || achievement.solution ? (
          <dl className="grid gap-3">
            <Story label="Challenge" text={achievement.challenges} />
            <Story label="Approach" text={achievement.solution} />
          </dl>
        ) : null}
        <AchievementDetails achievement={achievement} />
      </CardContent>
    </Card>
  );
}

export function SharedAchievements({
  achievements,
  showBadge,
}: {
  achievements: readonly SnapshotAchievement[];
  showBadge: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {achievements.map((achievement) => (
        <SharedAchievement key={achievement.id} achievement={achievement} showBadge={showBadge} />
      ))}
    </div>
  );
}

/**
 * Older achievements in one line each (title, category, date, verification): at hundreds of items full cards would
 * make the page megabytes, and the lines still name every achievement the rep shared. One text per line, no inner
 * markup: the framework sends each element twice (the HTML and its inline payload), so every tag here counts 500 times.
 */
export function AchievementDigest({ achievements }: { achievements: readonly SnapshotAchievement[] }) {
  return (
    <ol className="grid list-disc gap-1.5 pl-5 text-sm break-words" data-testid="achievement-digest">
      {achievements.map((achievement) => (
        <li key={achievement.id}>{digestLine(achievement)}</li>
      ))}
    </ol>
  );
}

function digestLine(achievement: SnapshotAchievement): string {
  const facts = [
    achievement.title,
    categoryDisplay(achievement.category).label,
    achievement.dateReceived ? formatDate(achievement.dateReceived) : null,
    verificationText(achievement.verification),
  ];
  return facts.filter(Boolean).join(" · ");
}
