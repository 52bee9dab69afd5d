import "server-only";
// "Contact Enterprise Sales": a visitor's inquiry is stored and mailed to every administrator in one transaction.
// Anyone may send one, so each sender address and each e-mail address has a cap.
import { createHash } from "node:crypto";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { EnterpriseInquiryInput } from "@/lib/validators/billing";
import { getDb, type Tx } from "../db/client";
import { enterpriseInquiries, users } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail";
import { enterpriseInquiryMail } from "../mail/messages";

const HOUR_MS = 3_600_000;
/** Inquiries one sender address may send an hour and a day, and one e-mail address a day. */
export const INQUIRY_CAPS = { perIpHour: 5, perIpDay: 20, perEmailDay: 3 };
const TOO_MANY = "You have sent several inquiries already: our sales team will reply to them. Please try again later.";

async function sentSince(tx: Tx, where: ReturnType<typeof eq>, sinceMs: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enterpriseInquiries)
    .where(and(where, gte(enterpriseInquiries.createdAt, new Date(Date.now() - sinceMs))));
  return row?.n ?? 0;
}

/** Stores the inquiry and queues its e-mail to each administrator; 429 with Retry-After past a cap. */
export async function submitEnterpriseInquiry(
  input: EnterpriseInquiryInput,
  sender: { ip: string; userId: number | null },
): Promise<{ id: number }> {
  const ipHash = createHash("sha256").update(sender.ip).digest("hex");
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One sender's inquiries are counted one after the other, so parallel requests cannot slip past the cap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`enterprise_inquiry:${ipHash}`}))`);
    const byIp = eq(enterpriseInquiries.ipHash, ipHash);
    const overHour = (await sentSince(tx, byIp, HOUR_MS)) >= INQUIRY_CAPS.perIpHour;
    const overDay =
      (await sentSince(tx, byIp, 24 * HOUR_MS)) >= INQUIRY_CAPS.perIpDay ||
      (await sentSince(tx, eq(enterpriseInquiries.email, input.email), 24 * HOUR_MS)) >= INQUIRY_CAPS.perEmailDay;
    if (overHour || overDay) {
      throw new ApiError("too_many_requests", TOO_MANY, undefined, {
        "Retry-After": String((overHour ? HOUR_MS : 24 * HOUR_MS) / 1000),
      });
    }
    const [row] = await tx
      .insert(enterpriseInquiries)
      .values({ ...input, userId: sender.userId, ipHash })
      .returning({ id: enterpriseInquiries.id });
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
    const mail = await enterpriseInquiryMail(input);
    for (const admin of admins) {
      await enqueueMail(mail, { to: admin.email, about: { type: "enterprise_inquiry", id: row!.id } }, tx);
    }
    return { id: row!.id };
  });
}
