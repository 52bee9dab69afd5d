import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create Account" };

/**
 * Sign-up, prerendered. Coming from the pricing page's Pro button (`?plan=pro&billing=...`) it continues to the
 * upgrade page (the form reads the address); the proxy sends a signed-in visitor straight there, and serves
 * /register/error/<code> for a form posted without JavaScript that failed.
 */
export default function RegisterPage() {
  return <RegisterForm />;
}
