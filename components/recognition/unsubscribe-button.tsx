"use client";
// The one button of the unsubscribe page: opening the page changed nothing, this click posts the token, then the
// page says what changed.
import { useState } from "react";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";

export function UnsubscribeButton({ token, orgName }: { token: string; orgName: string }) {
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
        <AlertTitle>Announcements stopped</AlertTitle>
        <AlertDescription>You will no longer get recognition announcements from {orgName}.</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Could not stop the announcements</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="button" onClick={() => void unsubscribe()} disabled={pending} className="w-fit">
        {pending ? "Stopping..." : "Stop announcements"}
      </Button>
    </div>
  );
}
