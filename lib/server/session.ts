import "server-only";
import { getToken } from "next-auth/jwt";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { CurrentUser } from "@/lib/types";
import { auth, usesSecureCookies } from "./auth";
import { processCache } from "./cache";
import { findSessionUser, type PublicUser } from "./data/users";

export type { PublicUser };

type Claims = { id: number; sid: string };

/**
 * Decoding the cookie (a JWE: key derivation, decryption, the callbacks, a re-issued cookie) is the costliest part of
 * a request's session, and one cookie value always decodes to the same user and session secret: the answer is kept
 * for a while, keyed by the cookie itself. Whether the session is still live is never cached: its row is read on
 * every request.
 */
const decoded = processCache("session-claims");

async function sessionClaims(): Promise<Claims | null> {
  // next-auth finds its own cookie (its name, the __Secure- prefix over https, the chunks of a long one) without
  // decoding it: a visitor without one costs nothing more here.
  const token = await getToken({ req: { headers: await headers() }, secureCookie: usesSecureCookies(), raw: true });
  if (!token) return null;
  const cached = decoded.get(token);
  if (cached) return cached;
  // next-auth decodes (and, where a response can carry it, re-issues) the cookie.
  const session = await auth();
  const id = Number(session?.user?.id);
  const sid = (session as { sid?: unknown } | null)?.sid;
  // A cookie without a session secret predates sessions of their own: it no longer signs anyone in.
  if (!session || !Number.isInteger(id) || id <= 0 || typeof sid !== "string" || !sid) return null;
  const claims = { id, sid };
  const expiresIn = new Date(session.expires).getTime() - Date.now();
  if (expiresIn > 0) decoded.set(token, claims, { ttl: Math.min(decoded.ttl, expiresIn) });
  return claims;
}

/** Whether the request carries a session cookie that decodes (its session may still have ended: no database read). */
export async function hasSessionCookie(): Promise<boolean> {
  return (await sessionClaims()) !== null;
}

/**
 * The signed-in user and the id of this browser's session, or null. The cookie counts only while its session row
 * is live: signing out, "Sign out" on the sessions list, a password or e-mail change end rows, and a copy of an
 * ended cookie stops working at once.
 *
 * Read once per request: while a page renders, its layouts and the page share one answer (React's per-request
 * cache), so the session and user rows are read once however many of them ask. Outside a render (route handlers,
 * Server Actions) each call reads afresh.
 */
export const getSession = cache(readSession);

async function readSession(): Promise<{ user: PublicUser; sessionId: number } | null> {
  const claims = await sessionClaims();
  return claims ? findSessionUser(claims.sid, claims.id) : null;
}

/** The signed-in user, freshly read from the database, or null (see getSession). */
export async function getSessionUser(): Promise<PublicUser | null> {
  return (await getSession())?.user ?? null;
}

/**
 * The user of a page in the signed-in app. Its layout shows the sign-in form to anyone signed out, so a page is only
 * shown to a user (the layout and the page share one cached read); the redirect is a last guard.
 */
export async function pageUser(): Promise<PublicUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
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
    emailConfirmed: user.emailConfirmedAt !== null,
    lastSeenLevel: user.lastSeenLevel,
    createdAt: user.createdAt.toISOString(),
  };
}
