// One page of a portfolio list: `?limit=&cursor=` on the list calls, the next cursor in `X-Next-Cursor`.
// A cursor is only a position in the list's order (the sort values of the last item sent, base64url JSON):
// it names no user and grants nothing, since every query stays scoped to the caller.
import { z } from "zod";
import { NEXT_CURSOR_HEADER } from "@/lib/list-page";

export const LIST_PAGE_MAX = 200;

/** The sort values of one list position, in the list's order; the last one is always the row id. */
export type CursorValues = (string | null)[];

const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,1000}$/;

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/** The position a cursor names, or null when it is not one this server could have made. */
export function decodeCursor(cursor: string, keys: number): CursorValues | null {
  if (!CURSOR_TEXT.test(cursor)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(values) || values.length !== keys) return null;
    if (!values.every((v) => v === null || (typeof v === "string" && v.length <= 64))) return null;
    const id = values[values.length - 1] as string | null;
    return id !== null && /^\d{1,9}$/.test(id) ? (values as CursorValues) : null;
  } catch {
    return null;
  }
}

export const listPageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIST_PAGE_MAX, `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`)
    .optional(),
  cursor: z
    .string()
    .regex(CURSOR_TEXT, `cursor is not valid: use the ${NEXT_CURSOR_HEADER} of the previous page`)
    .optional(),
});

export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
