// Performance Insights (shown once a record is verified): verification rate, periods at or above quota,
// and the Elite Performer banner when the average is 100% or more.
import { Award } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { sharePercent, type QuotaSummary } from "./quota-summary";

function InsightBar({
  label,
  value,
  total,
  indicatorClassName,
}: {
  label: string;
  value: number;
  total: number;
  indicatorClassName?: string;
}) {
  const percent = sharePercent(value, total);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {value} of {total} ({percent}%)
        </span>
      </div>
      <Progress value={percent} aria-label={label} indicatorClassName={indicatorClassName} />
    </div>
  );
}

export function QuotaInsights({ summary }: { summary: QuotaSummary }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Performance Insights</CardTitle>
        <CardDescription>How much of your record is verified, and how often you hit quota.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <InsightBar label="Verification Rate" value={summary.verified} total={summary.total} />
        <InsightBar
          label="Periods at or above 100%"
          value={summary.atOrAboveQuota}
          total={summary.total}
          indicatorClassName="bg-success"
        />
        {summary.elite ? (
          <div className="flex items-start gap-3 rounded-lg border border-success/30 bg-success-soft p-4 text-success">
            <Award className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">Elite Performer</p>
              <p className="text-sm">Your average attainment across all periods is at or above 100% of quota.</p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
