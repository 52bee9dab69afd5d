"use client";
// Shown on the dashboard until the account's address is confirmed: why verification waits, and a fresh link.
import { MailWarning } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";

export function ConfirmEmailBanner({ email }: { email: string }) {
  const [pending, setPending] = useState(false);
  const resend = async () => {
    setPending(true);
    try {
      await callApi("POST /api/auth/verify-email/resend");
      toast.success("Link sent", { description: `Open the new link we sent to ${email}. Older links no longer work.` });
    } catch (error) {
      toastMutationError("Error", "Failed to send a new link. Please try again.", error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Alert variant="warning" role="status" className="mb-6" aria-label="Confirm your e-mail address">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Confirm your e-mail address</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          We sent a link to <strong className="break-all">{email}</strong>. Until you open it, verification is locked:
          you cannot ask a manager to sign your figures, ask references to confirm, or invite people to an organisation,
          and none of your records can be verified.
        </p>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={resend} disabled={pending}>
            {pending ? "Sending..." : "Resend Link"}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
