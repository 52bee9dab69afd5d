// The unsubscribe link of recognition e-mails (announcements or nudges; no account needed): it names the
// organisation and what stops, and asks for one click, so a mail scanner that opens the link changes nothing. A link
// this server did not sign, or of someone no longer a member, says so and shows nothing else.
import type { Metadata } from "next";
import { UnsubscribeButton } from "@/components/recognition/unsubscribe-button";
import { InvalidLinkPage } from "@/components/layout/invalid-link-page";
import { PRODUCT_NAME } from "@/lib/product";
import { UNSUBSCRIBE_WORDING } from "@/lib/recognition-unsubscribe";
import { viewUnsubscribe } from "@/lib/server/recognition/unsubscribe";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Stop recognition e-mails",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await viewUnsubscribe(token);
  if (!view) {
    return (
      <InvalidLinkPage>
        This link is incomplete, or you are no longer a member of the organisation that sent the e-mail (a former member
        gets no recognition e-mails).
      </InvalidLinkPage>
    );
  }
  const wording = UNSUBSCRIBE_WORDING[view.choice];
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRODUCT_NAME} · E-mail choices</p>
        <h1 className="text-2xl font-bold tracking-tight">{wording.question(view.orgName)}</h1>
        <p className="text-muted-foreground">{wording.explanation(view.orgName)}</p>
      </header>
      <UnsubscribeButton token={token} orgName={view.orgName} choice={view.choice} />
    </main>
  );
}
