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
import type { RouteOutput } from "@/lib/api/define";
import { sharingKeys } from "@/lib/api/keys";
import type { CurrentUser } from "@/lib/types";
import { INSIGHT_PERIODS } from "@/lib/validators/insights";
import { ViewsChart } from "./views-chart";

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
  const query = useQuery<RouteOutput<ApiRoutes["GET /api/insights"]>>({
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
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-muted-foreground">
                      <th className="py-2 font-medium">Link</th>
                      <th className="py-2 text-right font-medium">Views</th>
                      <th className="py-2 text-right font-medium">PDF downloads</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.links.map((link) => (
                      <tr key={link.id} className="border-t border-border">
                        <td className="max-w-0 truncate py-2 pr-2">
                          {link.name ?? link.url}
                          {link.revoked ? <span className="text-muted-foreground"> (revoked)</span> : null}
                        </td>
                        <td className="py-2 text-right tabular-nums">{link.views}</td>
                        <td className="py-2 text-right tabular-nums">{link.pdfDownloads}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </AccountPage>
  );
}
