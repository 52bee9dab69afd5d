"use client";
// The admin pages' navigation: Reviews (proofs) and Upgrades (plan requests).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/cn";

const ADMIN_PAGES = [
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/upgrades", label: "Upgrades" },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="flex gap-1 rounded-lg border border-border bg-muted p-1 text-sm font-medium">
      {ADMIN_PAGES.map(({ href, label }) => {
        const current = pathname === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
              current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
