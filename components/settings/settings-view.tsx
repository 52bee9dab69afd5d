"use client";
// The settings page: profile, e-mail, password, signed-in sessions, the LinkedIn badge, the rep's signed credentials, the way to the CRM integrations, a download of all the rep's data, and account deletion.
import { Download, Plug } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { AccountPage } from "@/components/layout/account-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { routeUrl } from "@/lib/api/client";
import type { CurrentUser } from "@/lib/types";
import type { ProfileDetailsFormValues } from "@/lib/validators/profile";
import { CredentialsList } from "./credentials-list";
import { DeleteAccountForm } from "./delete-account-form";
import { EmailForm } from "./email-form";
import { LinkedInBadge } from "./linkedin-badge";
import { PasswordForm } from "./password-form";
import { ProfileDetailsForm } from "./profile-details-form";
import { WorkEmails } from "./work-emails";
import { SessionsList } from "./sessions-list";

function Section({
  title,
  description,
  children,
  danger,
}: {
  title: string;
  description: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={danger ? "border-destructive/40" : undefined}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type SettingsViewProps = { user: CurrentUser; profile: ProfileDetailsFormValues; pendingEmail: string | null };

export function SettingsView({ user, profile, pendingEmail }: SettingsViewProps) {
  return (
    <AccountPage user={user} title="Settings">
      <Section title="Profile" description="Shown on your shared pages and exports.">
        <ProfileDetailsForm values={profile} />
      </Section>
      <Section
        title="Email"
        description="Where we send your notifications, and how you sign in. Changing it signs you out everywhere."
      >
        <EmailForm email={user.email} pendingEmail={pendingEmail} />
      </Section>
      <Section
        title="Work e-mail addresses"
        description="Confirm the addresses your employers gave you: they tie your figures to those companies' domains."
      >
        <WorkEmails />
      </Section>
      <Section title="Password" description="Changing it signs you out on every other device.">
        <PasswordForm />
      </Section>
      <Section title="Sessions" description="The devices signed in to your account. Sign out any you do not recognize.">
        <SessionsList />
      </Section>
      <Section
        title="LinkedIn Badge"
        description="Your verified figures as an image, and a certification on your LinkedIn profile that links to your portfolio."
      >
        <LinkedInBadge />
      </Section>
      <Section
        title="Credentials"
        description="Each verified item as a signed credential (Open Badges 3.0): a file anyone can check on its verify page, wherever you take it."
      >
        <CredentialsList />
      </Section>
      <Section
        title="Integrations"
        description="Connect Salesforce or HubSpot to import your closed-won deals as deal stories."
      >
        <Button asChild variant="outline">
          <Link href="/settings/integrations">
            <Plug aria-hidden="true" />
            Manage integrations
          </Link>
        </Button>
      </Section>
      <Section title="Your Data" description="Everything you have stored in QuotaProof, as a JSON file.">
        <Button asChild variant="outline">
          <a href={routeUrl("GET /api/account/export")} download>
            <Download aria-hidden="true" />
            Download My Data
          </a>
        </Button>
      </Section>
      <Section
        title="Delete Account"
        description="Deletes your portfolio, files and share links for good. This cannot be undone."
        danger
      >
        <DeleteAccountForm />
      </Section>
    </AccountPage>
  );
}
