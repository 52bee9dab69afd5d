// The manager's signing page (no account): the rep's name and exactly the claimed figures, then sign or decline.
// A used, expired, canceled or unknown link says so and never shows the figures.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { CircleX } from "lucide-react";
import { SigningForm } from "@/components/signing/signing-form";
import { viewSigningRequest, type TokenProblem } from "@/lib/server/data/signing/token-flow";
import { requestMeta } from "@/lib/server/http";
import { figureLines } from "@/lib/server/signing/figures";
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm quota results",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const PROBLEMS: Record<TokenProblem, { title: string; text: string }> = {
  unknown: {
    title: "This signing link is not valid",
    text: "Check that you opened the whole link from the e-mail. If it still does not work, ask the sender for a new one.",
  },
  used: {
    title: "This signing link has already been used",
    text: "The request was already signed or declined. Each link works only once.",
  },
  expired: {
    title: "This signing link has expired",
    text: "Ask the sender to resend the request: a new link will be e-mailed to you.",
  },
  canceled: {
    title: "This signing request was canceled",
    text: "The sender canceled it or changed the figures. If a new request was sent, use the link in the latest e-mail.",
  },
};

export default async function SignPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await viewSigningRequest(token, requestMeta({ headers: await headers() }, "manager"));

  if (view.state !== "open") {
    const problem = PROBLEMS[view.state];
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
        <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <CircleX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{problem.title}</h1>
        <p className="mt-3 max-w-md text-muted-foreground">{problem.text}</p>
      </main>
    );
  }

  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-start gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {PRODUCT_NAME} · Manager e-signature
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Confirm {view.repName}&apos;s quota results</h1>
        <p className="text-muted-foreground">
          {view.repName} listed you, {view.managerName}, as their manager. Please confirm these figures are accurate, or
          decline with a reason. This link works once and expires on {formatDate(view.expiresAt)}.
        </p>
      </header>
      <section aria-labelledby="claimed-figures" className="rounded-lg border border-border p-4">
        <h2 id="claimed-figures" className="mb-3 font-semibold">
          Claimed figures
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {figureLines(view.figures).map((line) => (
            <div key={line.label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="font-medium tabular-nums">{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SigningForm token={token} repName={view.repName} managerName={view.managerName} />
    </main>
  );
}
