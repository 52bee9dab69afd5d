// The one frame of the app's full-page notices: not found, access denied, an expired or password-protected share
// link. Server markup only.
import Link from "next/link";
import { ArrowLeft, Clock, SearchX, ShieldX, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/lib/product";
import { Button } from "./button";

/** The notices answered with an error status: the code shows above the title, beside the status's own icon. */
const STATUS_ICONS = { 403: ShieldX, 404: SearchX, 410: Clock } satisfies Record<number, LucideIcon>;

const HOME = { href: "/", label: "Back to home" };

type StatusPageProps = {
  title: string;
  description?: ReactNode;
  /** A link back, shown as the page's button; an error status page leads home unless given another. */
  back?: { href: string; label: string };
  children?: ReactNode;
} & ({ status: keyof typeof STATUS_ICONS; icon?: never } | { status?: never; icon: LucideIcon });

export function StatusPage({
  status,
  icon,
  title,
  description,
  back = status ? HOME : undefined,
  children,
}: StatusPageProps) {
  const Icon = status ? STATUS_ICONS[status] : icon;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {status ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{status}</p> : null}
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

/** The answer to an address that leads nowhere (404). */
export function NotFoundPage() {
  return (
    <StatusPage
      status={404}
      title="Page Not Found"
      description={`The page you are looking for does not exist or has moved. Let's get you back to ${PRODUCT_NAME}.`}
    />
  );
}
