import "server-only";
import { auth } from "./auth";
import { findUserById, type PublicUser } from "./data/users";

export type { PublicUser };

/** The signed-in user, freshly read from the database, or null. */
export async function getSessionUser(): Promise<PublicUser | null> {
  const session = await auth();
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return findUserById(id);
}
