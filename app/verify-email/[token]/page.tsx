// The link that confirms an address (the sign-up address or a work address): the page says which address and what
// confirming it does, and asks for one click. A mail scanner that opens the link changes nothing.
import type { Metadata } from "next";
import { LinkConfirmButton } from "@/components/auth/link-confirm-button";
import { InvalidLinkPage } from "@/components/layout/invalid-link-page";
import { viewConfirmationLink } from "@/lib/server/data/email-confirmation";
import { PRODUCT_NAME } from "@/lib/product";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm your e-mail address",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await viewConfirmationLink(token);
  if (!view) {
    return (
      <InvalidLinkPage>
        It was already used, has expired, or was replaced by a newer one. You can send a new link from your dashboard or
        your settings.
      </InvalidLinkPage>
    );
  }
  const work = view.purpose === "work-email";
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRODUCT_NAME} · Account</p>
        <h1 className="text-2xl font-bold tracking-tight">
          {work ? "Confirm your work e-mail address" : "Confirm your e-mail address"}
        </h1>
        <p className="text-muted-foreground">
          {work ? (
            <>
              Confirm that <strong className="break-all text-foreground">{view.email}</strong> is your work address. It
              ties your portfolio to this employer&apos;s domain, and nobody else can confirm it afterwards.
            </>
          ) : (
            <>
              Confirm that <strong className="break-all text-foreground">{view.email}</strong> is your address. Once it
              is confirmed, you can ask managers and references to vouch for your figures and have them verified.
            </>
          )}
        </p>
      </header>
      <LinkConfirmButton
        endpoint="POST /api/auth/verify-email"
        token={token}
        buttonLabel={work ? "Confirm Work Email" : "Confirm Email"}
        doneTitle={work ? "Work e-mail address confirmed" : "E-mail address confirmed"}
        doneText={{ before: "", after: " is confirmed." }}
        next={
          work
            ? { href: "/settings", label: "Back to settings" }
            : { href: "/dashboard", label: "Go to your dashboard" }
        }
      />
    </main>
  );
}
