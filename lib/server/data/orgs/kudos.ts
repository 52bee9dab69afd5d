import "server-only";
// Kudos: a member of an Enterprise organisation thanks a colleague of the same organisation. A kudos shows in the
// organisation's recognition feed, and on the recipient's book only if they choose so, as a peer endorsement that
// nobody verified. The sender's name and title and the organisation's name are kept with it, so it reads the same
// after the sender leaves or deletes their account.
import { and, desc, eq } from "drizzle-orm";
import type { KudosInput } from "@/lib/validators/recognition-social";
import { getDb } from "../../db/client";
import { kudos, orgMembers, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { consumeAllowance } from "../usage";
import { requireUserId } from "../user-scope";
import type { OrgAccess, OrgCaller } from "./access";

/** Who may send kudos and read the feed: any member, once the organisation is on Enterprise. */
export const RECOGNITION_SOCIAL_ACCESS = {
  plan: { tier: "enterprise", feature: "Recognition and kudos" },
} as const satisfies OrgAccess;

type KudosRow = typeof kudos.$inferSelect;

/** A kudos as its sender gets it back: the stored row and the recipient's name. */
export type KudosView = KudosRow & { toName: string };

/** What the recipient reads of the kudos they received (to choose which show on their book). */
export type ReceivedKudos = Pick<
  KudosRow,
  "id" | "orgId" | "orgName" | "fromName" | "fromTitle" | "message" | "onBook" | "createdAt"
>;

/** A kudos as the recipient's book shows it: who sent it, where, what they said and when. Never verified. */
export type KudosOnBook = Pick<KudosRow, "id" | "fromName" | "fromTitle" | "orgName" | "message"> & {
  /** The day it was sent (ISO date). */
  date: string;
};

const SELF_MESSAGE = "You cannot send kudos to yourself: thank a colleague";
const RECEIVED_MAX = 500;
/** Kudos a book shows at most (the most recent the rep chose). */
export const ON_BOOK_MAX = 50;

/**
 * Sends kudos from the caller to another member of the organisation: 422 to yourself, 404 to someone who is not a
 * member, 429 past the caller's hourly or daily allowance (a refusal counts nothing).
 */
export async function sendKudos({ org, user }: OrgCaller, input: KudosInput): Promise<KudosView> {
  const fromUserId = requireUserId(user.id);
  if (input.toUserId === fromUserId) {
    throw new ApiError("validation_error", SELF_MESSAGE, { toUserId: SELF_MESSAGE });
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ fullName: users.fullName })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, input.toUserId)));
    if (!recipient) throw notFound("Member");
    await consumeAllowance(tx, fromUserId, "kudos");
    const [row] = await tx
      .insert(kudos)
      .values({
        orgId: org.id,
        fromUserId,
        toUserId: input.toUserId,
        fromName: user.fullName.slice(0, 120),
        fromTitle: user.title ? user.title.slice(0, 120) : null,
        orgName: org.name,
        message: input.message,
      })
      .returning();
    return { ...row!, toName: recipient.fullName };
  });
}

/** What the recipient reads of a kudos they received. */
const RECEIVED_COLUMNS = {
  id: kudos.id,
  orgId: kudos.orgId,
  orgName: kudos.orgName,
  fromName: kudos.fromName,
  fromTitle: kudos.fromTitle,
  message: kudos.message,
  onBook: kudos.onBook,
  createdAt: kudos.createdAt,
};

/** The kudos the user received, in every organisation (including ones they left), newest first. */
export async function listReceivedKudos(userId: number): Promise<ReceivedKudos[]> {
  requireUserId(userId);
  const db = await getDb();
  return db
    .select(RECEIVED_COLUMNS)
    .from(kudos)
    .where(eq(kudos.toUserId, userId))
    .orderBy(desc(kudos.createdAt), desc(kudos.id))
    .limit(RECEIVED_MAX);
}

/** The recipient shows a kudos on their book, or takes it off; anyone else's kudos is 404. */
export async function setKudosOnBook(userId: number, kudosId: number, onBook: boolean): Promise<ReceivedKudos> {
  requireUserId(userId);
  const db = await getDb();
  const [row] = await db
    .update(kudos)
    .set({ onBook })
    .where(and(eq(kudos.id, kudosId), eq(kudos.toUserId, userId)))
    .returning(RECEIVED_COLUMNS);
  if (!row) throw notFound("Kudos");
  return row;
}

/** The kudos the user chose to show on their book, newest first (at most ON_BOOK_MAX). */
export async function listKudosOnBook(userId: number): Promise<KudosOnBook[]> {
  requireUserId(userId);
  const db = await getDb();
  const rows = await db
    .select({
      id: kudos.id,
      fromName: kudos.fromName,
      fromTitle: kudos.fromTitle,
      orgName: kudos.orgName,
      message: kudos.message,
      createdAt: kudos.createdAt,
    })
    .from(kudos)
    .where(and(eq(kudos.toUserId, userId), eq(kudos.onBook, true)))
    .orderBy(desc(kudos.createdAt), desc(kudos.id))
    .limit(ON_BOOK_MAX);
  return rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString().slice(0, 10) }));
}
