// The one frame of the app's full-page notices: not found, access denied, an expired or password-protected share
// link, a finished password reset. Server markup only.
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

type StatusPageProps = {
  icon: ReactNode;
  /** A short line above the title, e.g. the status code. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** A link back, shown as the page's button. */
  back?: { href: string; label: string };
  children?: ReactNode;
};

export function StatusPage({ icon, eyebrow, title, description, back, children }: StatusPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">{icon}</span>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-md text-muted-foreground">{description}</p> : null}
      {children}
      {back ? (
        <Button asChild size="lg" className="mt-8">
          <Link href={back.href}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      ) : null}
    </main>
  );
}
