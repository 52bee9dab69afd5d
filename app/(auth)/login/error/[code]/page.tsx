import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { AUTH_FORM_ERROR_CODES, authFormErrorMessage } from "@/lib/auth-form-errors";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };
export const dynamicParams = false;

/** One prerendered sign-in page per error code; the proxy serves it for `/login?error=<code>`. */
export function generateStaticParams() {
  return AUTH_FORM_ERROR_CODES.map((code) => ({ code }));
}

export default async function LoginErrorPage({ params }: { params: Promise<{ code: string }> }) {
  return <LoginForm initialError={authFormErrorMessage((await params).code)} />;
}
