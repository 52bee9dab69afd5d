import "server-only";
import type { CurrentUser } from "@/lib/hooks/use-current-user";
import { auth } from "./auth";
import { findUserById, type PublicUser } from "./data/users";

export type { PublicUser };

/**
 * The signed-in user, freshly read from the database, or null. A cookie issued before the account's last sign-out,
 * password change or "sign out everywhere" carries an older session version and no longer counts.
 */
export async function getSessionUser(): Promise<PublicUser | null> {
  const session = await auth();
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const user = await findUserById(id);
  const version = (session as { sessionVersion?: unknown } | null)?.sessionVersion ?? 0;
  return user && user.sessionVersion === version ? user : null;
}

/** The user as the client components receive it (the same fields GET /api/auth/me answers). */
export function toCurrentUser(user: PublicUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    title: user.title,
    company: user.company,
    profilePictureUrl: user.profilePictureUrl,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    isVerified: user.isVerified,
    lastSeenLevel: user.lastSeenLevel,
    createdAt: user.createdAt.toISOString(),
  };
}
