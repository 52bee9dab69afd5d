"use client";
// The admin pages' navigation: Reviews (proofs) and Upgrades (plan requests), each with how many items wait.
import type { ApiRoutes } from "@/lib/api/routes";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminKeys } from "@/lib/api/keys";
import type { RouteOutput } from "@/lib/api/define";
import { cn } from "@/lib/cn";

type QueueCounts = RouteOutput<ApiRoutes["GET /api/admin/queue-counts"]>;

const ADMIN_PAGES = [
  { href: "/admin/reviews", label: "Reviews", count: "reviews" },
  { href: "/admin/upgrades", label: "Upgrades", count: "upgrades" },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  const { data: counts } = useQuery<QueueCounts>({ queryKey: adminKeys.queueCounts() });
  return (
    <nav aria-label="Admin" className="flex gap-1 rounded-lg border border-border bg-muted p-1 text-sm font-medium">
      {ADMIN_PAGES.map(({ href, label, count }) => {
        const current = pathname === href;
        const waiting = counts?.[count];
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex items-center gap-1.5 rounded-md px-3 py-1.5 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
              current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {label}
            {waiting !== undefined && (
              <span
                data-testid={`admin-count-${count}`}
                aria-label={`${waiting} waiting`}
                className={cn(
                  "min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums",
                  waiting > 0 ? "bg-primary text-primary-foreground" : "bg-background text-muted-foreground",
                )}
              >
                {waiting}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
