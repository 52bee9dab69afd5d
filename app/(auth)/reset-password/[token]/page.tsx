// The link of a password-reset e-mail: a form for the new password while the link lives; a dead link says so and
// shows nothing of the account. Opening the page changes nothing.
import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { isPasswordResetLinkLive } from "@/lib/server/data/password-reset";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Choose a New Password",
  robots: { index: false, follow: false },
  // The link's token never leaves this site in a Referer. Same-origin, not none: a browser posting the form
  // without JavaScript under "no-referrer" sends `Origin: null`, which the Server Action's origin check refuses.
  referrer: "same-origin",
};

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (await isPasswordResetLinkLive(token)) return <ResetPasswordForm token={token} />;
  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          This reset link is not valid
        </CardTitle>
        <CardDescription>It was already used, has expired, or was replaced by a newer one.</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
          Ask for a new link
        </Link>
      </CardFooter>
    </Card>
  );
}
