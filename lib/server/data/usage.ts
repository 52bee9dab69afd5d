import "server-only";
// Per-user caps on what a rep can make the server do for them (e-mail to other people, AI calls, imports), counted
// over the last hour and day in the database so they hold across restarts and instances.
import { and, count, eq, gte } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { usageEvents, users } from "../db/schema";
import { ApiError, notFound } from "../errors";

export type UsageKind =
  | "rep_mail"
  | "account_mail"
  | "confirmation_mail"
  | "org_mail"
  | "org_award"
  | "ai_enhance"
  | "import_ai"
  | "import_upload"
  | "credentials_archive"
  | "talent_contact"
  | "ats_handoff"
  | "crm_sync"
  | "benchmark_refresh"
  | "billing_session";

type Cap = { perHour: number; perDay: number; message: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const USAGE_CAPS: Record<UsageKind, Cap> = {
  rep_mail: {
    perHour: 10,
    perDay: 30,
    message: "You have sent too many e-mails for signatures and reference confirmations. Please try again later.",
  },
  account_mail: {
    perHour: 5,
    perDay: 10,
    message: "You have asked for too many e-mail changes. Please try again later.",
  },
  /** Links that confirm the account's address or a work address (sign-up's first link is not counted). */
  confirmation_mail: {
    perHour: 10,
    perDay: 30,
    message: "You have asked for too many confirmation e-mails. Please try again later.",
  },
  /** Invitations and attestation requests an organisation member sends. */
  /** Awards a manager or admin gives (each writes to a member's book). */
  org_award: { perHour: 100, perDay: 500, message: "You have given too many awards. Please try again later." },
  org_mail: {
    perHour: 60,
    perDay: 300,
    message: "You have sent too many invitations and requests. Please try again later.",
  },
  ai_enhance: {
    perHour: 30,
    perDay: 200,
    message: "You have used the AI writing assistant too often. Please try again later.",
  },
  import_ai: { perHour: 10, perDay: 30, message: "You have used the AI import too often. Please try again later." },
  import_upload: { perHour: 30, perDay: 100, message: "You have imported too many documents. Please try again later." },
  /** Messages a recruiter sends to listed reps (the organisation has its own daily cap too). */
  talent_contact: {
    perHour: 20,
    perDay: 60,
    message: "You have contacted too many reps. Please try again later.",
  },
  /** Portfolios a recruiter sends to the organisation's applicant tracking system (each renders a PDF). */
  ats_handoff: {
    perHour: 30,
    perDay: 150,
    message: "You have sent too many portfolios to your applicant tracking system. Please try again later.",
  },
  /** Syncs of closed-won deals from a connected CRM: each reads every page of the rep's won deals there. */
  crm_sync: { perHour: 20, perDay: 100, message: "You have synced your CRM too often. Please try again later." },
  /** An owner or admin taking the benchmark snapshot again: each one reads every verified record of the organisation. */
  benchmark_refresh: {
    perHour: 5,
    perDay: 20,
    message: "The benchmarks were refreshed several times already. Please try again later.",
  },
  /** Checkout and billing portal sessions: each one is a call to Stripe. */
  billing_session: {
    perHour: 20,
    perDay: 60,
    message: "You have opened checkout or the billing portal too often. Please try again later.",
  },
  /** ZIPs of all the rep's credentials: each one reads and compresses them all. */
  credentials_archive: {
    perHour: 10,
    perDay: 50,
    message: "You have downloaded your credentials too often. Please try again later.",
  },
};

/**
 * Records one use of `kind` for the user, or answers 429 with Retry-After when the hourly or daily cap is reached.
 * The user's row is locked first, so parallel requests of one user are counted one after the other.
 */
export async function consumeAllowance(db: Db | Tx, userId: number, kind: UsageKind): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`consumeAllowance needs a user id, got ${userId}`);
  const cap = USAGE_CAPS[kind];
  const run = async (tx: Tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) throw notFound("User");
    const now = Date.now();
    const used = async (sinceMs: number) => {
      const [row] = await tx
        .select({ n: count() })
        .from(usageEvents)
        .where(
          and(
            eq(usageEvents.userId, userId),
            eq(usageEvents.kind, kind),
            gte(usageEvents.createdAt, new Date(now - sinceMs)),
          ),
        );
      return row?.n ?? 0;
    };
    const overHour = (await used(HOUR_MS)) >= cap.perHour;
    if (overHour || (await used(DAY_MS)) >= cap.perDay) {
      throw new ApiError("too_many_requests", cap.message, undefined, {
        "Retry-After": String((overHour ? HOUR_MS : DAY_MS) / 1000),
      });
    }
    await tx.insert(usageEvents).values({ userId, kind });
  };
  // Inside the caller's transaction this is a savepoint, so a refusal also undoes the caller's writes.
  await db.transaction(run);
}

/** Like consumeAllowance, but answers false instead of refusing: for extras that fall back (the AI import pass). */
export async function tryConsumeAllowance(db: Db | Tx, userId: number, kind: UsageKind): Promise<boolean> {
  try {
    await consumeAllowance(db, userId, kind);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}
