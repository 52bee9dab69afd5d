import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { authFormErrorMessage } from "@/lib/auth-form-errors";
import { getSessionUser } from "@/lib/server/session";
import { RegisterForm } from "@/components/auth/register-form";
import { parseBillingPeriod, upgradeHref } from "@/components/marketing/pricing-data";

export const metadata: Metadata = { title: "Create Account" };

type RegisterPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Sign-up; coming from the pricing page's Pro button (`?plan=pro&billing=...`) it continues to the upgrade page. */
export default async function RegisterPage({ searchParams }: RegisterPageProps) {
  const { plan, billing, error } = await searchParams;
  const next = plan === "pro" ? upgradeHref(true, parseBillingPeriod(billing)) : "/dashboard";
  if (await getSessionUser()) redirect(next);
  return <RegisterForm redirectTo={next} initialError={authFormErrorMessage(error)} />;
}
