"use client";
// Insights (Pro): views of the rep's shared portfolios per day over 30 or 90 days, per link, PDF downloads from
// share pages (the rep's own views never count), and how much of the portfolio is verified.
import type { ApiRoutes } from "@/lib/api/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AccountPage } from "@/components/layout/account-page";
import { QueryStatus } from "@/components/portfolio/query-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CompactTable, type CompactColumn } from "@/components/ui/compact-table";
import type { RouteOutput } from "@/lib/api/define";
import { sharingKeys } from "@/lib/api/keys";
import type { CurrentUser } from "@/lib/types";
import { INSIGHT_PERIODS } from "@/lib/validators/insights";
import { ViewsChart } from "./views-chart";

type Insights = RouteOutput<ApiRoutes["GET /api/insights"]>;

const LINK_COLUMNS: readonly CompactColumn<Insights["links"][number]>[] = [
  {
    header: "Link",
    cellClassName: "max-w-0 truncate",
    cell: (link) => (
      <>
        {link.name ?? link.url}
        {link.revoked ? <span className="text-muted-foreground"> (revoked)</span> : null}
      </>
    ),
  },
  { header: "Views", numeric: true, cell: (link) => link.views },
  { header: "PDF downloads", numeric: true, cell: (link) => link.pdfDownloads },
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-background p-4">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
    </div>
  );
}

export function InsightsView({ user }: { user: CurrentUser }) {
  const [days, setDays] = useState<number>(30);
  const query = useQuery<Insights>({
    queryKey: sharingKeys.insights(days),
  });
  const data = query.data;
  return (
    <AccountPage
      user={user}
      title="Insights"
      width="max-w-4xl"
      actions={
        <div className="flex gap-1" role="group" aria-label="Period">
          {INSIGHT_PERIODS.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "default" : "outline"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              Last {period} days
            </Button>
          ))}
        </div>
      }
    >
      {!data ? (
        <QueryStatus query={query} what="insights" />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <Stat label="Portfolio views" value={String(data.totalViews)} />
            <Stat label="PDF downloads" value={String(data.pdfDownloads)} />
            <Stat label="Verified" value={`${data.verification.rate}%`} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Views per day</CardTitle>
              <CardDescription>Visitors of your shared pages; your own views are not counted.</CardDescription>
            </CardHeader>
            <CardContent>
              <ViewsChart data={data.viewsByDay} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">By share link</CardTitle>
              <CardDescription>
                {data.verification.verified} of {data.verification.total} quota records and achievements are verified.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.links.length === 0 ? (
                <p className="text-sm text-muted-foreground">No share links yet: create one from Export Portfolio.</p>
              ) : (
                <CompactTable columns={LINK_COLUMNS} rows={data.links} rowKey={(link) => link.id} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </AccountPage>
  );
}
