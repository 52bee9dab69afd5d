"use client";
// A section card whose body is what one query loaded: a spinner with its label before, the API's message if the
// load failed, a line saying so when it loaded an empty list, and otherwise what the section draws from the data.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState, Section } from "./team-ui";

export function QuerySection<T>({
  title,
  description,
  query,
  loadingLabel,
  empty,
  children,
}: {
  title: string;
  description: string;
  query: UseQueryResult<T>;
  /** What the spinner says while the query loads: e.g. "Loading requests". */
  loadingLabel: string;
  /** Said in place of the body when the query loaded an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Section title={title} description={description}>
      <QueryState query={query} label={loadingLabel}>
        {(data) =>
          empty !== undefined && Array.isArray(data) && data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{empty}</p>
          ) : (
            children(data)
          )
        }
      </QueryState>
    </Section>
  );
}
