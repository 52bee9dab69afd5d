"use client";
// What a tab shows before its list arrives: a spinner, or the error with a retry button.
import { CircleAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** What the status needs of a query: a plain one or a list by pages. */
type LoadingQuery = { isError: boolean; refetch: () => unknown };

export function QueryStatus({ query, what }: { query: LoadingQuery; what: string }) {
  if (query.isError) {
    return (
      <Alert variant="destructive" className="items-center">
        <CircleAlert aria-hidden="true" />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          Could not load your {what}.
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}
