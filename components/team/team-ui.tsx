"use client";
// Small pieces every team section shares: the section card, and a query's loading and error states.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api-client";

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
