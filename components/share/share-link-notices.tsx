// What a visitor of a shared portfolio sees instead of it: the password form of a protected link and the notice of
// an expired one (app/p/[slug]/page.tsx; the proxy gives them 401 and 410). Server markup: the form posts as a
// plain HTML form, so it works before, or without, any script.
import Link from "next/link";
import { ArrowLeft, Clock, LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

function Notice({
  icon,
  eyebrow,
  title,
  children,
}: {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">{icon}</span>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </main>
  );
}

export function ExpiredShareLink() {
  return (
    <Notice
      icon={<Clock className="size-7" aria-hidden="true" />}
      eyebrow="410"
      title="This portfolio link has expired"
    >
      <p className="mt-3 max-w-md text-muted-foreground">
        Its owner set it to stop working after a date. Ask them for a new link.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </Notice>
  );
}

export function SharePasswordForm({ slug, error }: { slug: string; error: string | null }) {
  return (
    <Notice icon={<LockKeyhole className="size-7" aria-hidden="true" />} title="This portfolio is password-protected">
      <p className="mt-3 max-w-md text-muted-foreground">Enter the password you were given to view it.</p>
      <form method="post" action={`/p/${slug}`} className="mt-8 grid w-full max-w-sm gap-3 text-left">
        <label htmlFor="share-password" className="text-sm font-medium">
          Password
        </label>
        <Input
          id="share-password"
          name="password"
          type="password"
          required
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "share-password-error" : undefined}
        />
        {error ? (
          <p id="share-password-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="mt-2">
          View Portfolio
        </Button>
      </form>
    </Notice>
  );
}
