"use client";

import { BadgeCheck, Download, Plus, Upload } from "lucide-react";
import { Suspense } from "react";
import { ConfirmEmailBanner } from "@/components/auth/confirm-email-banner";
import { GoogleDriveReturn } from "@/components/export/google-drive-return";
import { useBookContent } from "@/components/export/use-book-content";
import { AppHeader } from "@/components/layout/app-header";
import { LevelUpWatcher } from "@/components/overview/level-up-watcher";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { holdsContent } from "@/lib/export-content";
import type { CurrentUser } from "@/lib/types";
import { PORTFOLIO_PATHS, usePortfolioList, useQuotaRecords } from "@/lib/hooks/use-portfolio";
import type { Achievement } from "@/lib/types";
import { PortfolioDialogProvider, usePortfolioDialogs } from "./dialog-context";
import { PortfolioDialogs } from "./portfolio-dialogs";
import { PortfolioTabs } from "./portfolio-tabs";

function PortfolioHeader({ user }: { user: CurrentUser }) {
  const { open } = usePortfolioDialogs();
  const quotaRecords = useQuotaRecords();
  // The first page of achievements is enough to know there is one (and it is the tab's own first page).
  const achievements = usePortfolioList<Achievement>(PORTFOLIO_PATHS.achievements);
  // Export Portfolio is off until the book holds something a page or a file can show: an achievement, a quota
  // record, a job, a deal story, a shareable reference or an About Me (a book of imported jobs can be shared).
  const canExport = holdsContent(useBookContent(achievements.items?.length).counts);
  const subtitle = [user.title, user.company].filter(Boolean).join(" at ");
  const hasVerifiedQuota = quotaRecords.data?.some((r) => r.isVerified) ?? false;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Sales Portfolio</h1>
          {hasVerifiedQuota ? (
            <Badge className="gap-1 bg-primary text-primary-foreground">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 truncate text-lg text-muted-foreground">{user.fullName}</p>
        {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => open({ kind: "import" })}>
          <Upload aria-hidden="true" />
          Smart Import
        </Button>
        <Button variant="outline" disabled={!canExport} onClick={() => open({ kind: "export" })}>
          <Download aria-hidden="true" />
          Export Portfolio
        </Button>
        <Button onClick={() => open({ kind: "content-picker" })}>
          <Plus aria-hidden="true" />
          Add Content
        </Button>
      </div>
    </div>
  );
}

/**
 * The signed-in portfolio at /dashboard; `user` comes from the server's session, and the lists it shows first are
 * already in the query cache (the page hands them over), so nothing here waits for a fetch on the first render.
 */
export function PortfolioPage({ user }: { user: CurrentUser }) {
  return (
    <PortfolioDialogProvider>
      <div className="min-h-dvh bg-muted/30">
        <AppHeader user={user} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          {user.emailConfirmed ? null : <ConfirmEmailBanner email={user.email} />}
          <PortfolioHeader user={user} />
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner />
              </div>
            }
          >
            <PortfolioTabs />
          </Suspense>
          <PortfolioDialogs />
          <LevelUpWatcher />
          <GoogleDriveReturn />
        </main>
      </div>
    </PortfolioDialogProvider>
  );
}
