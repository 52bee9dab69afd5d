import "server-only";
// next-auth (Credentials + JWT cookie). There is no Auth.js catch-all route: the only way to a cookie is the
// product's own code calling `signIn("session", { secret })` after it has proven who the user is (lib/server/sign-in.ts
// checks the password under the sign-in limits, or the account was just created). The provider accepts the secret of
// a live session row and puts it in the token; every request then checks that row (lib/server/session.ts), so a
// session can be ended on its own.
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { findLiveSession, SESSION_IDLE_SECONDS } from "./data/auth-sessions";
import { findUserById } from "./data/users";

/** Secure cookies whenever the app is served over https (production); SameSite=Lax and httpOnly always. */
export const usesSecureCookies = (): boolean => env().APP_URL.startsWith("https://");

export const { auth, signIn, signOut } = NextAuth(() => ({
  trustHost: true,
  secret: env().AUTH_SECRET,
  useSecureCookies: usesSecureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      id: "session",
      credentials: { secret: {} },
      authorize: async (raw) => {
        const secret = typeof raw?.secret === "string" ? raw.secret : "";
        const session = secret ? await findLiveSession(secret) : null;
        const user = session ? await findUserById(session.userId) : null;
        if (!user) return null;
        return { id: String(user.id), email: user.email, name: user.fullName, sid: secret };
      },
    }),
  ],
  callbacks: {
    jwt: ({ token, user }) => {
      if (user) token.sid = (user as { sid?: string }).sid;
      return token;
    },
    session: ({ session, token }) => {
      if (token.sub) session.user.id = token.sub;
      (session as { sid?: unknown }).sid = token.sid;
      return session;
    },
  },
  logger: {
    error: (error) => {
      // A refused credential is an expected outcome, not a server error.
      if (error.name === "CredentialsSignin" || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error.name, error.message);
    },
  },
}));
