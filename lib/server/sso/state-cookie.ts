import "server-only";
// An OIDC sign-in belongs to the browser that started it: the start sets a short-lived cookie holding its state, and
// the callback goes on only when the state it is given is the one in that cookie. A link to the callback made by
// someone else (their own code and state, to sign a victim into the attacker's account) finds no such cookie. The
// cookie is SameSite=Lax: the identity provider sends the browser back with a top-level GET, which carries it.
import { timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { PENDING_TTL_MS } from "./pending";

const COOKIE = "qp_sso_state";
const PATH = "/api/sso/oidc/callback";

/** Binds the sign-in's state to this browser. */
export async function bindOidcState(state: string): Promise<void> {
  (await cookies()).set(COOKIE, state, {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: PATH,
    maxAge: Math.floor(PENDING_TTL_MS / 1000),
  });
}

/** Whether this browser started the sign-in with this state; the cookie is cleared once it matched. */
export async function isBoundOidcState(state: string): Promise<boolean> {
  const jar = await cookies();
  const a = Buffer.from(jar.get(COOKIE)?.value ?? "");
  const b = Buffer.from(state);
  const bound = a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
  if (bound) jar.set(COOKIE, "", { httpOnly: true, sameSite: "lax", path: PATH, maxAge: 0 });
  return bound;
}
