import "server-only";
// The password of a protected share link. The right password sets a cookie for that link only (its path), whose
// value is an HMAC of the link and the password's hash under the server's secret: any instance can check it, and a
// new password locks every earlier visitor out again. Attempts are counted per link and address before the check.
import { createHmac, timingSafeEqual } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { env } from "@/lib/env";
import { ApiError } from "./errors";
import {
  beginSharePasswordAttempt,
  sharePasswordAttemptFailed,
  sharePasswordAttemptSucceeded,
} from "./data/share-password-throttle";
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

/**
 * What a shared page's file (the preview image, the badge, the PDF) answers when its link is expired, or locked for
 * this visitor: the proxy and the files' own handlers answer alike, in the API's error shape.
 */
export function closedLinkError(state: "expired" | "locked"): ApiError {
  const headers = { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" };
  return state === "expired"
    ? new ApiError("gone", "This portfolio link has expired", undefined, headers)
    : new ApiError("unauthorized", "This portfolio is password-protected", undefined, headers);
}

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

export type UnlockOutcome =
  | { cookie: UnlockCookie }
  | { error: "wrong" }
  | { error: "throttled"; /** Seconds until this link and address take attempts again. */ retryAfterSeconds: number };

/**
 * Checks a posted password form: the cookie to set, or why not. The attempt is counted (per link and per address)
 * before the password is checked; past either limit it is refused unchecked. Any password the link has, whatever
 * its length (older links may have shorter ones than new passwords may be), is checked the same way.
 */
export async function unlockWithPassword(request: Request, link: ProtectedLink): Promise<UnlockOutcome> {
  const gate = await beginSharePasswordAttempt(link.id, clientIp(request));
  if (!gate.allowed) return { error: "throttled", retryAfterSeconds: gate.retryAfterSeconds };
  const form = await readFormBody(request, { maxBytes: FORM_BODY_LIMIT }).catch(() => null);
  const password = form?.get("password");
  if (typeof password !== "string" || !(await verify(link.passwordHash, password).catch(() => false))) {
    await sharePasswordAttemptFailed();
    return { error: "wrong" };
  }
  await sharePasswordAttemptSucceeded(gate.attempt);
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
