import "server-only";
// The password of a protected share link. The right password sets a cookie for that link only (its path), whose
// value is an HMAC of the link and the password's hash under the server's secret: any instance can check it, and a
// new password locks every earlier visitor out again. Wrong attempts are throttled per link and address.
import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { env } from "@/lib/env";
import { isSharePasswordThrottled, recordSharePasswordFailure } from "./data/share-password-throttle";
import { FORM_BODY_LIMIT, readFormBody } from "./read-body";
import { clientIp } from "./request-origin";

const UNLOCK_HOURS = 12;

export type ProtectedLink = { id: number; slug: string; passwordHash: string };

/** Why the password form shows again after a post. */
export type UnlockError = "wrong" | "throttled";

/** Tells the page why its password form shows again: set by the proxy only (it drops a visitor's own copy). */
export const SHARE_PASSWORD_ERROR_HEADER = "x-quotaproof-share-password-error";

/** The form's message for the proxy's header, or null (no header, or not one of ours). */
export function unlockErrorMessage(header: string | null): string | null {
  return header === "wrong" || header === "throttled" ? UNLOCK_ERROR_MESSAGES[header] : null;
}

export const UNLOCK_ERROR_MESSAGES: Record<UnlockError, string> = {
  wrong: "That password is not right. Ask the person who shared this link.",
  throttled: "Too many attempts. Please wait 15 minutes and try again.",
};

const cookieName = (link: Pick<ProtectedLink, "id">) => `qp_share_${link.id}`;

const unlockValue = (link: ProtectedLink) =>
  createHmac("sha256", env().AUTH_SECRET).update(`${link.id}:${link.passwordHash}`).digest("base64url");

/** True when the visitor's cookies hold this link's unlock value (for its current password). */
export function isUnlocked(cookies: { get(name: string): { value: string } | undefined }, link: ProtectedLink) {
  const presented = Buffer.from(cookies.get(cookieName(link))?.value ?? "");
  const expected = Buffer.from(unlockValue(link));
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

export type UnlockCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: string; maxAge: number };
};

/** Checks a posted password form: the cookie to set, or why not. */
export async function unlockWithPassword(
  request: Request,
  link: ProtectedLink,
): Promise<{ cookie: UnlockCookie } | { error: UnlockError }> {
  const ip = clientIp(request);
  if (await isSharePasswordThrottled(link.id, ip)) return { error: "throttled" };
  const form = await readFormBody(request, { maxBytes: FORM_BODY_LIMIT }).catch(() => null);
  const password = form?.get("password");
  if (typeof password !== "string" || !(await verify(link.passwordHash, password).catch(() => false))) {
    await recordSharePasswordFailure(link.id, ip);
    return { error: "wrong" };
  }
  return {
    cookie: {
      name: cookieName(link),
      value: unlockValue(link),
      options: {
        httpOnly: true,
        sameSite: "lax",
        secure: env().APP_URL.startsWith("https://"),
        path: `/p/${link.slug}`,
        maxAge: UNLOCK_HOURS * 60 * 60,
      },
    },
  };
}
