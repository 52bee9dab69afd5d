// The achievements the rep chose to share: category, text (the AI-enhanced version when there is one), the
// story behind it, impact, metrics, tags and how it was verified.
import { AchievementDetails } from "@/components/achievements/achievement-details";
import { CategoryBadge } from "@/components/achievements/category-badge";
import { categoryDisplay } from "@/components/achievements/category-display";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { SnapshotAchievement } from "@/lib/server/export/snapshot";
import { verificationText } from "@/lib/verification";
import { CardGrid, LabelledText } from "./share-cards";
import { VerificationStatus } from "./verification-status";

function SharedAchievement({ achievement, showBadge }: { achievement: SnapshotAchievement; showBadge: boolean }) {
  return (
    <Card className="flex break-inside-avoid-page flex-col" data-testid="shared-achievement">
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={achievement.category} />
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
            <LabelledText label="Challenge" text={achievement.challenges} />
            <LabelledText label="Approach" text={achievement.solution} />
          </dl>
        ) : null}
        <AchievementDetails achievement={achievement} />
      </CardContent>
    </Card>
  );
}

export function SharedAchievements(props: { achievements: readonly SnapshotAchievement[]; showBadge: boolean }) {
  return (
    <CardGrid
      items={props.achievements}
      card={(achievement) => <SharedAchievement achievement={achievement} showBadge={props.showBadge} />}
    />
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
