"use client";
// Confirms an address through its link (POST /api/auth/verify-email), then points to the next place to go.
import { useState } from "react";
import Link from "next/link";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";

export function VerifyEmailButton({ token, work }: { token: string; work: boolean }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const result = await apiFetch<{ email: string }>("/api/auth/verify-email", { method: "POST", body: { token } });
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
        <AlertTitle>{work ? "Work e-mail address confirmed" : "E-mail address confirmed"}</AlertTitle>
        <AlertDescription>
          <p>
            <strong className="break-all">{email}</strong> is confirmed.{" "}
            <Link
              href={work ? "/settings" : "/dashboard"}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {work ? "Back to settings" : "Go to your dashboard"}
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
        {pending ? "Confirming..." : work ? "Confirm Work Email" : "Confirm Email"}
      </Button>
    </div>
  );
}
