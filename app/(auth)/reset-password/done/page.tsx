import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ResetPasswordHeader } from "@/components/auth/reset-password-header";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = { title: "Password Changed", robots: { index: false, follow: false } };

/** Where a password reset lands: every session ended, so the next step is signing in with the new password. */
export default function PasswordResetDonePage() {
  return (
    <Card className="shadow-lg">
      <ResetPasswordHeader />
      <CardContent>
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Password changed</AlertTitle>
          <AlertDescription>
            <p>
              Your new password is set.{" "}
              <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      </CardContent>
    </Card>
  );
}
