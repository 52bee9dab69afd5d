// The unsubscribe link of recognition announcement e-mails (no account needed): it names the organisation and asks
// for one click, so a mail scanner that opens the link changes nothing. A link this server did not sign, or of
// someone no longer a member, says so and shows nothing else.
import type { Metadata } from "next";
import { UnsubscribeButton } from "@/components/recognition/unsubscribe-button";
import { InvalidLinkPage } from "@/components/layout/invalid-link-page";
import { PRODUCT_NAME } from "@/lib/product";
import { viewUnsubscribe } from "@/lib/server/recognition/unsubscribe";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Stop recognition announcements",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await viewUnsubscribe(token);
  if (!view) {
    return (
      <InvalidLinkPage>
        This link is incomplete, or you are no longer a member of the organisation that sent the announcement (a former
        member gets no announcements).
      </InvalidLinkPage>
    );
  }
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRODUCT_NAME} · E-mail choices</p>
        <h1 className="text-2xl font-bold tracking-tight">{`Stop recognition announcements from ${view.orgName}?`}</h1>
        <p className="text-muted-foreground">
          You will no longer get e-mails about colleagues&apos; awards at {view.orgName}. E-mails about your own awards
          keep coming.
        </p>
      </header>
      <UnsubscribeButton token={token} orgName={view.orgName} />
    </main>
  );
}
