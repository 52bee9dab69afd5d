import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { AUTH_FORM_ERROR_CODES, authFormErrorMessage } from "@/lib/auth-form-errors";

export const metadata: Metadata = { title: "Create Account", robots: { index: false } };
export const dynamicParams = false;

/** One prerendered sign-up page per error code; the proxy serves it for `/register?error=<code>`. */
export function generateStaticParams() {
  return AUTH_FORM_ERROR_CODES.map((code) => ({ code }));
}

export default async function RegisterErrorPage({ params }: { params: Promise<{ code: string }> }) {
  return <RegisterForm initialError={authFormErrorMessage((await params).code)} />;
}
