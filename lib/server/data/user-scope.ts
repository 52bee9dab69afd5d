import "server-only";
// Every data function takes the caller's user id first and puts it in its `where`; this refuses a call made
// without one, so a missing id fails loudly instead of matching nothing (or everything).

export function requireUserId(userId: number): number {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  return userId;
}
