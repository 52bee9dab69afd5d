"use client";
// Confirms an e-mail change (POST /api/auth/email/confirm) and then offers the sign-in page.
import { useState } from "react";
import Link from "next/link";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";

export function ConfirmEmailButton({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const result = await apiFetch<{ email: string }>("/api/auth/email/confirm", { method: "POST", body: { token } });
      setEmail(result.email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };

  if (email) {
    return (
      <Alert>
        <BadgeCheck aria-hidden="true" />
        <AlertTitle>E-mail address changed</AlertTitle>
        <AlertDescription>
          <p>
            Your account now uses <strong className="break-all">{email}</strong>.{" "}
            <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in again
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Could not confirm</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="button" onClick={confirm} disabled={pending} className="w-fit">
        {pending ? "Confirming..." : "Confirm New Email"}
      </Button>
    </div>
  );
}
