import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";

/** Sign-in, sign-up and password reset: their forms call Server Actions, so they need no query client nor toasts. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent via-muted/40 to-background">
      <header className="flex justify-center px-4 pt-10 pb-6">
        <Logo />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="pb-8 text-center text-sm text-muted-foreground">
        <Link prefetch={false} href="/pricing" className="hover:text-foreground">
          Plans &amp; pricing
        </Link>
      </footer>
    </div>
  );
}
