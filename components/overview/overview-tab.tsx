"use client";

import { AlertCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { ProfileCard } from "./profile-card";
import { RecentActivity } from "./recent-activity";
import { SummaryCards } from "./summary-cards";
import { usePortfolioOverview } from "./use-portfolio-overview";

/** The Overview tab: profile and level, the four summary figures, and recent activity. */
export function OverviewTab() {
  const user = useCurrentUser();
  const overview = usePortfolioOverview();

  if (overview.error) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>Your portfolio could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{overview.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!overview.data || !user.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProfileCard user={user.data} overview={overview.data} />
      <SummaryCards overview={overview.data} />
      <RecentActivity overview={overview.data} />
    </div>
  );
}
