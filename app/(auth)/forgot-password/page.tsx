import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

/** Asks for a reset link by e-mail (the answer never says whether an account uses the address). */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
