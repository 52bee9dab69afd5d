import "server-only";
// A SCIM filter's criteria as a SQL condition: the logic (and, or, always, never) is the same for every resource; each
// resource says what one `attr eq value` comparison means on its query.
import { and, or, sql, type SQL } from "drizzle-orm";
import type { ScimCriteria } from "@/lib/scim/filter";

/** An id as a SCIM client sends it ("42"), or null when it cannot be one of ours. */
export const numericId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

export function criteriaSql<A extends string>(
  criteria: ScimCriteria<A>,
  comparison: (attr: A, value: string | boolean) => SQL,
): SQL {
  switch (criteria.op) {
    case "always":
      return sql`true`;
    case "never":
      return sql`false`;
    case "and":
    case "or": {
      const parts = criteria.items.map((item) => criteriaSql(item, comparison));
      return (criteria.op === "and" ? and(...parts) : or(...parts)) ?? sql`true`;
    }
    case "eq":
      return comparison(criteria.attr, criteria.value);
  }
}
