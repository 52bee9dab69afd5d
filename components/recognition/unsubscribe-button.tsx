"use client";
// The one button of the unsubscribe page: opening the page changed nothing, this click posts the token, then the
// page says what changed.
import { useState } from "react";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { UNSUBSCRIBE_WORDING } from "@/lib/recognition-unsubscribe";
import type { UnsubscribeChoice } from "@/lib/validators/recognition-social";

export function UnsubscribeButton({
  token,
  orgName,
  choice,
}: {
  token: string;
  orgName: string;
  choice: UnsubscribeChoice;
}) {
  const wording = UNSUBSCRIBE_WORDING[choice];
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const unsubscribe = async () => {
    setPending(true);
    setFailure(null);
    try {
      await callApi("POST /api/recognition-unsubscribe", { body: { token } });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Alert role="status">
        <BadgeCheck aria-hidden="true" />
        <AlertTitle>{wording.doneTitle}</AlertTitle>
        <AlertDescription>{wording.done(orgName)}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>{wording.failed}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="button" onClick={() => void unsubscribe()} disabled={pending} className="w-fit">
        {pending ? wording.pending : wording.button}
      </Button>
    </div>
  );
}
