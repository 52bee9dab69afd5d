import "server-only";
// next-auth (Credentials + JWT cookie). The spec's JSON endpoints in app/api/auth/* call into this.
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { loginSchema } from "@/lib/validators/auth";
import { verifyCredentials } from "./data/users";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  trustHost: true,
  secret: env().AUTH_SECRET,
  // Secure cookies whenever the app is served over https (production); SameSite=Lax and httpOnly always.
  useSecureCookies: env().APP_URL.startsWith("https://"),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      authorize: async (raw) => {
        const parsed = loginSchema.safeParse(raw);
        if (!parsed.success) return null;
        const user = await verifyCredentials(parsed.data.email, parsed.data.password);
        return user ? { id: String(user.id), email: user.email, name: user.fullName } : null;
      },
    }),
  ],
  callbacks: {
    session: ({ session, token }) => {
      if (token.sub) session.user.id = token.sub;
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
