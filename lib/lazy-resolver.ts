// A react-hook-form resolver loaded on first validation: a form drawn with the page (the Overview's name box)
// keeps its zod schema, and zod, out of the page's first-load JavaScript.
import type { FieldValues, Resolver } from "react-hook-form";

export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}
