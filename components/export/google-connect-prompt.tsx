"use client";
// Google Slides needs the rep's Google Drive: the server said to connect it first.
import { MonitorPlay } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function GoogleConnectPrompt({ connectUrl }: { connectUrl: string }) {
  return (
    <Alert role="status">
      <MonitorPlay aria-hidden="true" />
      <AlertTitle>Connect Google Drive to create Google Slides</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          QuotaProof saves the presentation in your Google Drive, so Google asks you to allow it once. You come back to
          your dashboard afterwards; then choose Google Slides Presentation again.
        </p>
        <div>
          <Button onClick={() => window.location.assign(connectUrl)}>Connect Google Drive</Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
