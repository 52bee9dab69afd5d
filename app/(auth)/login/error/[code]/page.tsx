import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { authFormErrorMessage, authFormErrorParams } from "@/lib/auth-form-errors";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };
export const dynamicParams = false;

/** The proxy serves these for `?error=<code>`. */
export const generateStaticParams = authFormErrorParams;

export default async function LoginErrorPage({ params }: { params: Promise<{ code: string }> }) {
  return <LoginForm initialError={authFormErrorMessage((await params).code)} />;
}
