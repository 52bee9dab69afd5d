import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, redirect } from "next/navigation";
import { ReviewQueue } from "@/components/admin/review-queue";
import { Logo } from "@/components/layout/logo";
import { getSessionUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Review queue" };

/** The admin review queue: signed out → sign in; signed in without the admin role → 403. */
export default async function AdminReviewsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  if (user.role !== "admin") forbidden();
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <Logo />
        <Link href="/dashboard" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to dashboard
        </Link>
      </header>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Review queue</h1>
        <p className="text-muted-foreground">
          Check each proof against the figures claimed, then approve it or reject it with a reason. The rep is e-mailed
          either way.
        </p>
      </div>
      <ReviewQueue />
    </main>
  );
}
