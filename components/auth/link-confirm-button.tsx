"use client";
// The one button of a mailed link's page (e-mail change, address confirmation): a GET of the page changes nothing,
// this click POSTs the token, then the page says what changed and where to go next.
import { useState } from "react";
import Link from "next/link";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";

export type LinkConfirmButtonProps = {
  /** The route that takes `{ token }` and answers `{ email }`, by its key in the route table. */
  endpoint: "POST /api/auth/email/confirm" | "POST /api/auth/verify-email";
  token: string;
  buttonLabel: string;
  doneTitle: string;
  /** The sentence shown once done, around the address: `${before}<email>${after}`. */
  doneText: { before: string; after: string };
  next: { href: string; label: string };
};

export function LinkConfirmButton({ endpoint, token, buttonLabel, doneTitle, doneText, next }: LinkConfirmButtonProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const result = await callApi(endpoint, { body: { token } });
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
        <AlertTitle>{doneTitle}</AlertTitle>
        <AlertDescription>
          <p>
            {doneText.before}
            <strong className="break-all">{email}</strong>
            {doneText.after}{" "}
            <Link href={next.href} className="font-medium text-primary underline-offset-4 hover:underline">
              {next.label}
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
        {pending ? "Confirming..." : buttonLabel}
      </Button>
    </div>
  );
}
