import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { authFormErrorMessage } from "@/lib/auth-form-errors";
import { getSessionUser } from "@/lib/server/session";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Sign In" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  if (await getSessionUser()) redirect("/dashboard");
  const { error } = await searchParams;
  return <LoginForm initialError={authFormErrorMessage(error)} />;
}
