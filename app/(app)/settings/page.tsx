import type { Metadata } from "next";
import { SignInGate } from "@/components/auth/sign-in-gate";
import { Logo } from "@/components/layout/logo";
import { SettingsView } from "@/components/settings/settings-view";
import { getSessionUser, toCurrentUser } from "@/lib/server/session";

export const metadata: Metadata = { title: "Settings" };

/** Signed in: the account settings. Signed out: the sign-in form, like /dashboard. */
export default async function SettingsPage() {
  const user = await getSessionUser();
  if (!user) {
    return (
      <main className="flex min-h-dvh flex-col items-center gap-6 bg-muted/40 px-4 py-10">
        <Logo />
        <div className="w-full max-w-md">
          <SignInGate />
        </div>
      </main>
    );
  }
  const profile = {
    fullName: user.fullName,
    title: user.title ?? "",
    company: user.company ?? "",
    linkedinUrl: user.linkedinUrl ?? "",
    videoPitchUrl: user.videoPitchUrl ?? "",
  };
  const pendingEmail = user.emailChangeExpiresAt && user.emailChangeExpiresAt > new Date() ? user.pendingEmail : null;
  return <SettingsView user={toCurrentUser(user)} profile={profile} pendingEmail={pendingEmail} />;
}
