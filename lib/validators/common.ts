// Building blocks shared by the entity schemas: optional text, money, whole numbers, lists, urls.
import { z } from "zod";

/** Optional free text: trimmed, "" and null become null. */
export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Money as an exact decimal string ("1250000.00"); accepts "$1,250,000" and numbers. */
export const money = (requiredMessage: string) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((v) => (typeof v === "number" ? String(v) : v.trim().replace(/[$,\s]/g, "")))
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .regex(/^\d{1,13}(\.\d{1,2})?$/, "Enter a dollar amount (up to 13 digits and 2 decimals)"),
    );

export const optionalMoney = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) =>
      v === null || v === undefined ? null : typeof v === "number" ? String(v) : v.trim().replace(/[$,\s]/g, ""),
    )
    .pipe(
      z
        .string()
        .regex(/^\d{1,13}(\.\d{1,2})?$/, "Enter a dollar amount (up to 13 digits and 2 decimals)")
        .nullable()
        .or(z.literal("").transform(() => null)),
    );

/** A whole number from a form field or JSON ("12" or 12). */
export const wholeNumber = (message: string) =>
  z.coerce.number({ error: message }).int(message).max(1_000_000_000, message);

/** Optional whole number: "" and null become null. */
export const optionalWholeNumber = (message: string, min = 0, max = 1_000_000) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

export const optionalUrl = (message = "Please enter a valid URL") =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .url(message)
        .refine((u) => /^https?:\/\//i.test(u), message)
        .nullable(),
    );

/** An image shown to visitors from its own address: https only, so a shared page never loads mixed content. */
export const optionalHttpsUrl = (message: string) =>
  optionalUrl(message).refine((u) => u === null || /^https:\/\//i.test(u), "The logo address must start with https://");

export const optionalEmail = (message = "Please enter a valid email address") =>
  z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().email(message).nullable());

/**
 * A calendar date "YYYY-MM-DD" that exists: zod's ISO date knows month lengths and leap years ("2024-02-29" yes,
 * "2024-02-31" no). Year 0000 is refused too: PostgreSQL has no such date.
 */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(z.iso.date(message))
    .refine((value) => !value.startsWith("0000"), message);

export const optionalIsoDate = (message = "Please enter a valid date") =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(isoDate(message).nullable());

/** A list of short strings: trimmed, blanks dropped, duplicates removed. Accepts "a, b" too. */
export const stringList = (maxItems = 30, maxLength = 200) =>
  z
    .union([z.array(z.string()), z.string(), z.null()])
    .optional()
    .transform((v) => {
      const items = v === null || v === undefined ? [] : typeof v === "string" ? v.split(",") : v;
      return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
    })
    .pipe(
      z
        .array(z.string().max(maxLength, `Each item must be at most ${maxLength} characters`))
        .max(maxItems, `At most ${maxItems} items`),
    );

/** The optional `userId` a call may carry: accepted for compatibility, never trusted, checked against the session. */
export const userIdParam = z.union([z.string(), z.number()]).optional();

/** A stored file's id, or null. Whose file it is and what for is checked by the data layer. */
export const proofFileId = z
  .union([z.number().int().positive().max(2_147_483_647), z.null()], { error: "Invalid proof file" })
  .optional()
  .transform((v) => v ?? null);
