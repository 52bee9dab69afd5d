// The link sent to a new e-mail address: it shows the address and asks for one click (a mail scanner that opens
// links must not change the account), then the address is the account's and every session ends. Only the account
// that asked can confirm, signed in: a signed-out visitor is asked to sign in and comes back here; another account
// is told the link is not theirs.
import type { Metadata } from "next";
import Link from "next/link";
import { LinkConfirmButton } from "@/components/auth/link-confirm-button";
import { Button } from "@/components/ui/button";
import { viewEmailChange } from "@/lib/server/data/email-change";
import { getSessionUser } from "@/lib/server/session";
import { PRODUCT_NAME } from "@/lib/product";
import { InvalidLinkPage } from "@/components/layout/invalid-link-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm your new e-mail address",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const viewer = await getSessionUser();
  const view = await viewEmailChange(token, viewer?.id ?? null);
  if (!view) {
    return (
      <InvalidLinkPage>
        It was already used, has expired, or was replaced by a newer one. Ask for the change again from your settings.
      </InvalidLinkPage>
    );
  }
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRODUCT_NAME} · Account</p>
        <h1 className="text-2xl font-bold tracking-tight">Confirm your new e-mail address</h1>
        <p className="text-muted-foreground">
          Your account will use <strong className="break-all text-foreground">{view.pendingEmail}</strong> from now on,
          for sign-in and notifications. Every session is signed out: sign in again with the new address.
        </p>
      </header>
      {viewer === null ? (
        <div className="grid gap-3">
          <p className="text-muted-foreground">
            Sign in to the account that asked for this change (with its current address) to confirm it.
          </p>
          <Button asChild size="lg" className="w-fit">
            <Link href={`/login?next=/confirm-email/${token}`}>Sign in to confirm</Link>
          </Button>
        </div>
      ) : view.ownAccount ? (
        <LinkConfirmButton
          endpoint="POST /api/auth/email/confirm"
          token={token}
          buttonLabel="Confirm New Email"
          doneTitle="E-mail address changed"
          doneText={{ before: "Your account now uses ", after: "." }}
          next={{ href: "/login", label: "Sign in again" }}
        />
      ) : (
        <p className="rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm break-words text-warning-foreground">
          This link belongs to another account than the one you are signed in to. Sign out, then sign in to the account
          that asked for the change.
        </p>
      )}
    </main>
  );
}
