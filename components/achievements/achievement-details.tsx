// The parts of an achievement that read the same on the rep's card and on the public page: impact, metric chips
// and tags. No client hooks, so server components can use them too.
import { Clock, DollarSign, Target, UsersRound, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { achievementMetricChips, type MetricChip } from "@/lib/achievement-metrics";

const CHIP_ICONS: Record<MetricChip["kind"], LucideIcon> = {
  money: DollarSign,
  people: UsersRound,
  time: Clock,
  quota: Target,
};

type AchievementDetailsProps = {
  achievement: Parameters<typeof achievementMetricChips>[0] & { impact: string | null; tags: readonly string[] };
};

export function AchievementDetails({ achievement }: AchievementDetailsProps) {
  const chips = achievementMetricChips(achievement);
  return (
    <>
      {achievement.impact ? (
        <p className="rounded-md border border-success/20 bg-success-soft px-3 py-2 text-sm break-words">
          <span className="font-semibold text-success">Impact:</span> {achievement.impact}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <ul aria-label="Metrics" className="flex flex-wrap gap-2">
          {chips.map((chip) => {
            const ChipIcon = CHIP_ICONS[chip.kind];
            return (
              <li
                key={chip.kind}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs font-medium"
              >
                <ChipIcon className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
                <span className="sr-only">{chip.label}: </span>
                <span className="truncate">{chip.text}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {achievement.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-auto flex flex-wrap gap-1.5">
          {achievement.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
