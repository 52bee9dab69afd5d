import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/server/session";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create Account" };

export default async function RegisterPage() {
  if (await getSessionUser()) redirect("/dashboard");
  return <RegisterForm />;
}
