"use client";
// A section card whose body is what one query loaded: a spinner with its label before, the API's message if the
// load failed, a line saying so when it loaded an empty list, and otherwise what the section draws from the data.
// What the card shows whatever the query does (controls in the header, filters above, a form to add below) goes in
// the slots around that body, so such a card needs no hand-made Section around a QueryState.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState, Section } from "./team-ui";

export function QuerySection<T>({
  title,
  description,
  action,
  query,
  loadingLabel,
  empty,
  before,
  after,
  children,
}: {
  title: string;
  description: string;
  /** Drawn in the card's header beside the title: e.g. download buttons. */
  action?: ReactNode;
  query: UseQueryResult<T>;
  /** What the spinner says while the query loads: e.g. "Loading requests". */
  loadingLabel: string;
  /** Said in place of the body when the query loaded an empty list. */
  empty?: string;
  /** Drawn above the body whatever the query's state: e.g. the filters the query reads. */
  before?: ReactNode;
  /** Drawn below the body whatever the query's state: e.g. a form that adds to the list. */
  after?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Section title={title} description={description} action={action}>
      {before}
      <QueryState query={query} label={loadingLabel}>
        {(data) =>
          empty !== undefined && Array.isArray(data) && data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{empty}</p>
          ) : (
            children(data)
          )
        }
      </QueryState>
      {after}
    </Section>
  );
}
