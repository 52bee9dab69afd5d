"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BarChart3,
  BriefcaseBusiness,
  ChevronDown,
  CreditCard,
  LogOut,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { initials } from "@/lib/initials";
import type { CurrentUser } from "@/lib/types";
import { PLANS } from "@/lib/plans";
import { Logo } from "./logo";

const MENU_ITEM =
  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:bg-accent [&_svg]:size-4";

function useSignOut() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => callApi("POST /api/auth/logout"),
    onSuccess: () => {
      // Nothing of this user may survive in the cache for the next person on this browser.
      queryClient.clear();
      router.replace("/login");
      router.refresh();
    },
    onError: (error) => toast.error("Sign out failed", { description: error.message }),
  });
}

/**
 * The account menu: a disclosure (button + panel) rather than a positioned menu widget, which keeps
 * the positioning library out of every signed-in page. Escape and a click outside close it.
 */
function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const pending = signOut.isPending || signOut.isSuccess;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative min-w-0">
      <Button
        variant="ghost"
        className="h-10 max-w-full gap-2 px-2 sm:max-w-[14rem]"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        >
          {initials(user.fullName)}
        </span>
        {/* Phones show the initials; the name stays the button's accessible name. */}
        <span className="sr-only sm:not-sr-only sm:truncate">{user.fullName}</span>
        <ChevronDown className="text-muted-foreground" aria-hidden="true" />
      </Button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-60 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <div className="flex flex-col gap-0.5 px-2 py-1.5 text-sm font-medium">
            <span className="truncate">{user.fullName}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
            <span className="text-xs font-normal text-muted-foreground">{PLANS[user.subscriptionTier].name} plan</span>
          </div>
          <div className="-mx-1 my-1 h-px bg-border" />
          {user.role === "admin" ? (
            <Link href="/admin/reviews" onClick={() => setOpen(false)} className={MENU_ITEM}>
              <ShieldCheck aria-hidden="true" />
              Admin
            </Link>
          ) : null}
          <Link href="/team" onClick={() => setOpen(false)} className={MENU_ITEM}>
            <Users aria-hidden="true" />
            Team
          </Link>
          <Link href="/talent" onClick={() => setOpen(false)} className={MENU_ITEM}>
            <BriefcaseBusiness aria-hidden="true" />
            Talent network
          </Link>
          <Link href="/billing" onClick={() => setOpen(false)} className={MENU_ITEM}>
            <CreditCard aria-hidden="true" />
            Plan &amp; Billing
          </Link>
          <Link href="/insights" onClick={() => setOpen(false)} className={MENU_ITEM}>
            <BarChart3 aria-hidden="true" />
            Insights
          </Link>
          <Link href="/settings" onClick={() => setOpen(false)} className={MENU_ITEM}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
          <button
            type="button"
            disabled={pending}
            onClick={() => signOut.mutate()}
            className={`${MENU_ITEM} disabled:opacity-50`}
          >
            <LogOut aria-hidden="true" />
            {pending ? "Signing out..." : "Sign out"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The signed-in header: logo, and the user's menu: plan, Admin (for admins), Team, Talent network, Plan & Billing, Insights, Settings, Sign out. */
export function AppHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo href="/dashboard" />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
