// The recognition wizard's last step: what will be submitted, and that it starts unverified.
import { Clock } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { formatDate } from "@/lib/format";

type RecognitionReviewProps = { title: string; description: string; dateReceived: string; proofName?: string | null };

export function RecognitionReview({ title, description, dateReceived, proofName = null }: RecognitionReviewProps) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-lg border border-border p-4 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Achievement Title</dt>
          <dd className="font-medium break-words">{title}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Description</dt>
          <dd className="break-words whitespace-pre-line">{description}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Date Received</dt>
          <dd>{formatDate(dateReceived)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Proof</dt>
          <dd className="break-words">{proofName ?? "None"}</dd>
        </div>
      </dl>
      <Alert role="status" variant="warning">
        <Clock aria-hidden="true" />
        <AlertDescription>
          {proofName
            ? "Your recognition will be added as pending review: a reviewer checks your proof, and it shows a Verified badge once approved."
            : "Your recognition will be added as pending verification. It shows a Verified badge once it has been verified."}
        </AlertDescription>
      </Alert>
    </div>
  );
}
