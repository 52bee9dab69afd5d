"use client";
// One achievement (spec "Achievement card"): category, dates, enhanced text, impact, metric chips, tags and its menu.
import { CalendarDays, Sparkles } from "lucide-react";
import { ReviewStatusBadge } from "@/components/proofs/review-status-badge";
import { Badge } from "@/components/ui/badge";
import { PortfolioCard } from "@/components/portfolio/portfolio-card";
import { CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { Achievement } from "@/lib/types";
import { AchievementActions } from "./achievement-actions";
import { AchievementDetails } from "./achievement-details";
import { CategoryBadge } from "./category-badge";

function RecognitionStatus({ achievement }: { achievement: Achievement }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {achievement.dateReceived ? (
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          Received <time dateTime={achievement.dateReceived}>{formatDate(achievement.dateReceived)}</time>
        </span>
      ) : null}
      <ReviewStatusBadge item={achievement} pendingLabel="Pending verification" />
    </div>
  );
}

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  return (
    <PortfolioCard
      heading={
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CategoryBadge category={achievement.category} />
          {achievement.aiEnhanced ? (
            <Badge variant="secondary">
              <Sparkles aria-hidden="true" />
              AI Enhanced
            </Badge>
          ) : null}
        </div>
      }
      actions={<AchievementActions achievement={achievement} />}
      headerClassName="gap-3"
      header={
        <>
          <CardTitle className="break-words">{achievement.title}</CardTitle>
          <p className="text-xs text-muted-foreground">
            <time dateTime={achievement.createdAt}>{formatDate(achievement.createdAt)}</time>
          </p>
          {achievement.category === "recognition" ? <RecognitionStatus achievement={achievement} /> : null}
        </>
      }
    >
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {achievement.aiEnhanced || achievement.description}
      </p>
      <AchievementDetails achievement={achievement} />
    </PortfolioCard>
  );
}
