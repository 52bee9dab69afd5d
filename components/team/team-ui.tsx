"use client";
// Small pieces every team section shares: the section card, a query's loading and error states, a labelled
// native select, and the hand-off of server field errors to a form.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";

type SectionProps = { title: string; description?: string; action?: ReactNode; children: ReactNode };

/** A card with an h2: the page's one h1 is "Team", every section sits under it. */
export function Section({ title, description, action, children }: SectionProps) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle as="h2">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** Renders a query's data once it is there; a spinner before, the API's message if it failed. */
export function QueryState<T>({
  query,
  children,
  label = "Loading",
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  label?: string;
}) {
  if (query.isPending) return <Spinner label={label} />;
  if (query.isError) {
    const message =
      query.error instanceof ApiRequestError
        ? query.error.message
        : "This could not be loaded. Please reload the page.";
    return (
      <Alert variant="destructive">
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

export const selectClass = cn(
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs transition-colors outline-none",
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30",
  "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
);

/** A native <select> styled like an input: phone pickers, keyboards and screen readers work as they should. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(selectClass, className)} {...props} />;
}
