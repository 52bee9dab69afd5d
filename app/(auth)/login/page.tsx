import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Sign In" };

/**
 * Prerendered: the proxy sends a signed-in visitor on to the dashboard and serves /login/error/<code> for a form
 * posted without JavaScript that failed (`?error=<code>`).
 */
export default function LoginPage() {
  return <LoginForm />;
}
