import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, ShieldX } from "lucide-react";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Access denied" };

/** Shown with status 403 when a signed-in user opens a page their role does not allow (e.g. the review queue). */
export default function Forbidden() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Access denied</h1>
      <p className="mt-3 max-w-md text-muted-foreground">This page is only available to administrators.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
    </main>
  );
}
