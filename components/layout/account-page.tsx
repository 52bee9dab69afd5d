// The frame of the signed-in pages outside the dashboard (settings, billing, insights, team): the header, a way back to the
// dashboard, the page's heading and its content in one column.
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { CurrentUser } from "@/lib/types";
import { AppHeader } from "./app-header";

type AccountPageProps = {
  user: CurrentUser;
  title: ReactNode;
  /** The column's width (default max-w-3xl). */
  width?: string;
  /** Controls beside the heading (e.g. a period switch). */
  actions?: ReactNode;
  children: ReactNode;
};

export function AccountPage({ user, title, width = "max-w-3xl", actions, children }: AccountPageProps) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <AppHeader user={user} />
      <main className={cn("mx-auto grid gap-6 px-4 py-8 sm:px-6", width)}>
        <div className="grid gap-2">
          <Link
            href="/dashboard"
            className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to dashboard
          </Link>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {actions}
          </div>
        </div>
        {children}
      </main>
    </div>
  );
}
