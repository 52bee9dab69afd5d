import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { authFormErrorMessage, authFormErrorParams } from "@/lib/auth-form-errors";

export const metadata: Metadata = { title: "Create Account", robots: { index: false } };
export const dynamicParams = false;

/** The proxy serves these for `?error=<code>`. */
export const generateStaticParams = authFormErrorParams;

export default async function RegisterErrorPage({ params }: { params: Promise<{ code: string }> }) {
  return <RegisterForm initialError={authFormErrorMessage((await params).code)} />;
}
