"use client";
// One achievement (spec "Achievement card"): category, dates, enhanced text, impact, metric chips, tags and its menu.
import { CalendarDays, Sparkles } from "lucide-react";
import { ReviewStatusBadge } from "@/components/proofs/review-status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
    <Card className="flex flex-col">
      <CardHeader className="gap-3 pb-4">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <CategoryBadge category={achievement.category} />
            {achievement.aiEnhanced ? (
              <Badge variant="secondary">
                <Sparkles aria-hidden="true" />
                AI Enhanced
              </Badge>
            ) : null}
          </div>
          <AchievementActions achievement={achievement} />
        </div>
        <CardTitle className="break-words">{achievement.title}</CardTitle>
        <p className="text-xs text-muted-foreground">
          <time dateTime={achievement.createdAt}>{formatDate(achievement.createdAt)}</time>
        </p>
        {achievement.category === "recognition" ? <RecognitionStatus achievement={achievement} /> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {achievement.aiEnhanced || achievement.description}
        </p>
        <AchievementDetails achievement={achievement} />
      </CardContent>
    </Card>
  );
}
