import { CircleX } from "lucide-react";
import type { ReactNode } from "react";

/** What a single-use link's page shows once the link is used, expired or replaced: nothing of the account behind it. */
export function InvalidLinkPage({
  children,
  title = "This confirmation link is not valid",
}: {
  children: ReactNode;
  title?: string;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <CircleX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{children}</p>
    </main>
  );
}
