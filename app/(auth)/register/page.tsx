import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create Account" };

/**
 * Sign-up, prerendered. Coming from the pricing page's Pro button (`?plan=pro&billing=...`) it continues to the
 * upgrade page; the proxy sends a signed-in visitor straight there. The form's Server Action renders this page
 * again with its errors when the form was posted before its script loaded.
 */
export default function RegisterPage() {
  return <RegisterForm />;
}
