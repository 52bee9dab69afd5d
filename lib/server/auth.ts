import "server-only";
// next-auth (Credentials + JWT cookie). The product's own JSON calls in app/api/auth/* use this; there is no
// Auth.js catch-all route, so `authorize` below is the only way to a session, and it carries the throttle: every
// sign-in path counts failures and is refused while throttled. The token holds the account's session version:
// sign-out, a password change or "sign out everywhere" raise it and every older cookie stops working.
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { loginSchema } from "@/lib/validators/auth";
import { clearAccountFailures, isLoginThrottled, recordLoginFailure } from "./data/login-throttle";
import { recordSignIn } from "./data/sign-ins";
import { verifyCredentials } from "./data/users";
import { clientIp } from "./request-origin";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const { auth, signIn, signOut } = NextAuth(() => ({
  trustHost: true,
  secret: env().AUTH_SECRET,
  // Secure cookies whenever the app is served over https (production); SameSite=Lax and httpOnly always.
  useSecureCookies: env().APP_URL.startsWith("https://"),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      authorize: async (raw, request) => {
        const parsed = loginSchema.safeParse(raw);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        const ip = clientIp(request);
        if (await isLoginThrottled(email, ip)) return null;
        const user = await verifyCredentials(email, password);
        if (!user) {
          await recordLoginFailure(email, ip);
          return null;
        }
        await clearAccountFailures(email);
        await recordSignIn(user.id, { ip, userAgent: request.headers.get("user-agent") });
        return { id: String(user.id), email: user.email, name: user.fullName, sessionVersion: user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    jwt: ({ token, user }) => {
      if (user) token.sessionVersion = (user as { sessionVersion?: number }).sessionVersion ?? 0;
      return token;
    },
    session: ({ session, token }) => {
      if (token.sub) session.user.id = token.sub;
      (session as { sessionVersion?: unknown }).sessionVersion = token.sessionVersion;
      return session;
    },
  },
  logger: {
    error: (error) => {
      // A wrong password is an expected outcome, not a server error.
      if (error.name === "CredentialsSignin" || (error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error.name, error.message);
    },
  },
}));
