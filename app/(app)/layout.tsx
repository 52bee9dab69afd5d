import type { ReactNode } from "react";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { Logo } from "@/components/layout/logo";
import { getSessionUser } from "@/lib/server/session";
import { Providers } from "../providers";

/**
 * The signed-in app. Signed out, every page of it shows the sign-in form in place, at the same address (no
 * redirect), so no page can forget the gate. Its client components share one query client and the toasts.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <Providers>
      {user ? (
        children
      ) : (
        <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
          <Logo />
          <div className="w-full max-w-md">
            <SignInGate />
          </div>
        </main>
      )}
    </Providers>
  );
}
