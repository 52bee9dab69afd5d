// Step 3, Proof: what this wizard records about proof, said plainly (nothing is uploaded or sent from it).
import { ShieldCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PROOF_TYPE_LABELS } from "@/lib/options";
import { PRODUCT_NAME } from "@/lib/product";
import type { QuotaRecord } from "@/lib/types";

export function QuotaProofStep({ record }: { record?: QuotaRecord }) {
  return (
    <Alert role="status">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>Proof and verification</AlertTitle>
      <AlertDescription className="grid gap-2">
        {record ? (
          <p>
            Editing keeps this record&apos;s proof type, <strong>{PROOF_TYPE_LABELS[record.proofType]}</strong>
            {record.isVerified ? ", and its verification unless you change the verified figures" : ""}.
          </p>
        ) : (
          <p>
            Your {PRODUCT_NAME} is saved as <strong>Pending</strong> with proof type{" "}
            <strong>{PROOF_TYPE_LABELS.none}</strong>.
          </p>
        )}
        <p>
          It shows as Verified only once your manager e-signs the figures or a reviewer approves a proof you upload (a
          dashboard export, W-2 or e-mail). Proof upload and manager e-signature come with verification: this wizard
          does not upload or send anything.
        </p>
      </AlertDescription>
    </Alert>
  );
}
