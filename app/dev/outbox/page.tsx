// The local mail outbox for developers: every message the app queued, newest first, so e-mail flows can be
// clicked through without an SMTP server. Only in development, or with DEV_OUTBOX=true.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isDevOutboxEnabled, listOutbox } from "@/lib/server/mail";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dev outbox", robots: { index: false, follow: false } };

const STATUS_STYLE = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
} as const;

export default async function DevOutboxPage() {
  if (!isDevOutboxEnabled()) notFound();
  const messages = await listOutbox();
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-6 py-10">
      <header>
        <h1 className="text-2xl font-bold">Dev outbox</h1>
        <p className="text-muted-foreground">
          {messages.length} most recent message{messages.length === 1 ? "" : "s"}, newest first. As JSON:{" "}
          <a className="underline" href="/dev/outbox/messages">
            /dev/outbox/messages
          </a>
        </p>
      </header>
      {messages.length === 0 ? <p>No messages yet.</p> : null}
      {messages.map((m) => (
        <article key={m.id} aria-label={m.subject} className="grid gap-3 rounded-lg border border-border p-4">
          <header className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold">{m.subject}</h2>
            <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[m.status]}`}>{m.status}</span>
          </header>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">To</dt>
            <dd>{m.toAddress}</dd>
            <dt className="text-muted-foreground">Queued</dt>
            <dd>
              <time dateTime={m.createdAt.toISOString()}>{m.createdAt.toISOString()}</time>
            </dd>
            <dt className="text-muted-foreground">Attempts</dt>
            <dd>{m.attempts}</dd>
            {m.lastError ? (
              <>
                <dt className="text-muted-foreground">Last error</dt>
                <dd className="text-destructive">{m.lastError}</dd>
              </>
            ) : null}
          </dl>
          <pre className="overflow-x-auto rounded bg-muted p-3 text-sm whitespace-pre-wrap">{m.text}</pre>
          <details>
            <summary className="cursor-pointer text-sm">HTML part</summary>
            {/* Sandboxed: the message's HTML cannot run scripts or reach this page. */}
            <iframe
              title={`HTML of ${m.subject}`}
              sandbox=""
              srcDoc={m.html}
              className="mt-2 h-96 w-full rounded border"
            />
          </details>
        </article>
      ))}
    </main>
  );
}
