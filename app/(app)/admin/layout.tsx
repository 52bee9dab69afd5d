import Link from "next/link";
import { forbidden } from "next/navigation";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { Logo } from "@/components/layout/logo";
import { pageUser } from "@/lib/server/session";

/**
 * Every admin page: signed out → the sign-in form (the app layout); signed in without the admin role → 403. Checked here once so a new
 * admin page cannot forget it (the admin API checks the role again on every call).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  if ((await pageUser()).role !== "admin") forbidden();
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <Logo />
        <AdminNav />
        <Link href="/dashboard" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to dashboard
        </Link>
      </header>
      {children}
    </main>
  );
}
