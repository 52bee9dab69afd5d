import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Sign In" };

/**
 * Prerendered: the proxy sends a signed-in visitor on to the dashboard. The form's Server Action renders this page
 * again with its errors when the form was posted before its script loaded.
 */
export default function LoginPage() {
  return <LoginForm />;
}
