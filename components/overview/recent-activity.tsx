"use client";

import { Clock, Plus, Target, Trophy } from "lucide-react";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatPercent } from "@/lib/format";
import { categoryLabel } from "@/lib/achievement-category";
import { periodLabel } from "@/lib/quota";
import { attainmentToneClass } from "./portfolio-stats";
import type { PortfolioOverview } from "./use-portfolio-overview";

const RECENT_ACHIEVEMENTS = 3;
const RECENT_QUOTA_RECORDS = 2;

/** The first achievements and quota records (the lists come newest first), or a prompt to add some. */
export function RecentActivity({ overview }: { overview: PortfolioOverview }) {
  const { open } = usePortfolioDialogs();
  const achievements = overview.achievements.slice(0, RECENT_ACHIEVEMENTS);
  const records = overview.quotaRecords.slice(0, RECENT_QUOTA_RECORDS);
  const empty = achievements.length === 0 && records.length === 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Clock className="size-5 text-muted-foreground" aria-hidden="true" />
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">
              No activity yet. Add an achievement or a quota record to start your brag book.
            </p>
            <Button onClick={() => open({ kind: "content-picker" })}>
              <Plus aria-hidden="true" />
              Add Your First Item
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent achievements and quota records">
            {achievements.map((a) => (
              <li key={`a-${a.id}`} className="flex items-start gap-3 py-3">
                <Trophy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{a.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {categoryLabel(a.category)} · {formatDate(a.createdAt)}
                  </p>
                </div>
              </li>
            ))}
            {records.map((r) => (
              <li key={`q-${r.id}`} className="flex items-center gap-3 py-3">
                <Target className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <p className="min-w-0 flex-1 font-medium">{periodLabel(r.year, r.quarter)}</p>
                <span className={`font-semibold tabular-nums ${attainmentToneClass(r.attainmentPercent)}`}>
                  {formatPercent(r.attainmentPercent)}
                </span>
                <Badge variant={r.isVerified ? "success" : "outline"}>{r.isVerified ? "Verified" : "Pending"}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
