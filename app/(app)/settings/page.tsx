import { SettingsView } from "@/components/settings/settings-view";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Settings");

/** Signed in: the account settings. Signed out: the sign-in form (the layout's gate). */
export default async function SettingsPage() {
  const user = await pageUser();
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
