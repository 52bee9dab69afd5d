import "server-only";
// Telling reps what changed in their items' assurance (e.g. items that went back to review when the levels were
// introduced): a job mails each rep one message listing their unmailed notices, in the transaction that stamps them,
// so a notice is mailed once even when two runs overlap (the rows are claimed with SKIP LOCKED).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb } from "../db/client";
import { assuranceNotices, users } from "../db/schema";
import { enqueueMail } from "../mail";
import { assuranceNoticeMail } from "../mail/messages";

const REPS_PER_RUN = 100;

/** Mails every rep with unmailed notices (up to REPS_PER_RUN a run); answers how many reps were told. */
export async function mailAssuranceNotices(): Promise<number> {
  const db = await getDb();
  const due = await db
    .selectDistinct({ userId: assuranceNotices.userId })
    .from(assuranceNotices)
    .where(isNull(assuranceNotices.mailedAt))
    .limit(REPS_PER_RUN);
  let told = 0;
  for (const { userId } of due) {
    const sent = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: assuranceNotices.id, summary: assuranceNotices.summary })
        .from(assuranceNotices)
        .where(and(eq(assuranceNotices.userId, userId), isNull(assuranceNotices.mailedAt)))
        .orderBy(asc(assuranceNotices.id))
        .for("update", { skipLocked: true });
      if (rows.length === 0) return false;
      const [rep] = await tx
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, userId));
      if (!rep) return false;
      const mail = await assuranceNoticeMail({
        fullName: rep.fullName,
        changes: rows.map((r) => r.summary),
        link: new URL("/dashboard", env().APP_URL).toString(),
      });
      await enqueueMail(mail, { userId, to: rep.email, about: { type: "user", id: userId } }, tx);
      await tx
        .update(assuranceNotices)
        .set({ mailedAt: sql`now()` })
        .where(
          inArray(
            assuranceNotices.id,
            rows.map((r) => r.id),
          ),
        );
      return true;
    });
    if (sent) told++;
  }
  return told;
}
