import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { Logo } from "@/components/layout/logo";

// A neutral title: the page that was asked for is not named to someone signed out.
export const metadata: Metadata = { title: "Sign In" };

/**
 * Shown with status 401 in place of any page of the signed-in app to a visitor who is signed out, at the same address
 * (no redirect). Signing in here goes on to that page.
 */
export default function Unauthorized() {
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
      <Logo />
      <div className="w-full max-w-md">
        <SignInGate />
      </div>
    </main>
  );
}
