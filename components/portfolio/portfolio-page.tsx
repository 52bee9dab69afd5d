"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download, Plus, Upload } from "lucide-react";
import { Suspense, useEffect } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from "@/lib/hooks/use-current-user";
import { PortfolioTabs } from "./portfolio-tabs";

function PortfolioHeader({ user }: { user: CurrentUser }) {
  const subtitle = [user.title, user.company].filter(Boolean).join(" at ");
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">Sales Portfolio</h1>
        <p className="mt-1 truncate text-lg text-muted-foreground">{user.fullName}</p>
        {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {/* Disabled until the next issues add import, export and the content picker. */}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled>
          <Upload aria-hidden="true" />
          Smart Import
        </Button>
        <Button variant="outline" disabled>
          <Download aria-hidden="true" />
          Export Portfolio
        </Button>
        <Button disabled>
          <Plus aria-hidden="true" />
          Add Content
        </Button>
      </div>
    </div>
  );
}

/** The signed-in portfolio (at / and /dashboard); `user` comes from the server's session. */
export function PortfolioPage({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The server already knows the user: spare useCurrentUser() a fetch of /api/auth/me.
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  }, [queryClient, user]);

  return (
    <div className="min-h-dvh bg-muted/30">
      <AppHeader user={user} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
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
      </main>
    </div>
  );
}
