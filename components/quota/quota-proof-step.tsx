"use client";
// Step 3, Proof Upload: the proof type, then a real upload (screenshot, W-2 / payroll document or e-mail, reviewed
// by an admin) or the manager
// who is asked to e-sign the figures.
import { ShieldCheck } from "lucide-react";
import { useController, useWatch } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ProofUploadField } from "@/components/proofs/proof-upload-field";
import { Badge } from "@/components/ui/badge";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { PROOF_TYPE_LABELS } from "@/lib/options";
import { PLANS, W2_PRO_MESSAGE } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import type { UploadedProof } from "@/lib/proof-files";
import type { QuotaRecord } from "@/lib/types";
import { ManagerEsignFields } from "./manager-esign-fields";
import { isUploadProof, type QuotaForm } from "./quota-form";

const PROOF_CHOICES = [
  { value: "screenshot", hint: "A screenshot or PDF export of your CRM or commission dashboard." },
  { value: "w2", hint: "A W-2 or payroll statement showing your commission earnings (PDF or image)." },
  { value: "email", hint: "An e-mail (.eml or .msg) from your manager or finance confirming the figures." },
  { value: "manager_esign", hint: "Your manager confirms the figures by e-signature from a link we e-mail them." },
] as const;

type QuotaProofStepProps = {
  form: QuotaForm;
  record?: QuotaRecord;
  /** The uploaded file, kept by the wizard so moving between steps keeps it. */
  proofFile: UploadedProof | null;
  onProofFile: (file: UploadedProof | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

export function QuotaProofStep({ form, record, proofFile, onProofFile, onUploadingChange }: QuotaProofStepProps) {
  const { field: proofType } = useController({ control: form.control, name: "proofType" });
  const { field: proofFileId, fieldState } = useController({ control: form.control, name: "proofFileId" });
  const selected = useWatch({ control: form.control, name: "proofType" });
  const { data: user } = useCurrentUser();
  // A W-2 proof is a Pro Seller capability; one already on the record stays selectable.
  const w2Locked = user ? !PLANS[user.subscriptionTier].w2Proofs && record?.proofType !== "w2" : false;

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Proof type</legend>
        {PROOF_CHOICES.map((choice) => {
          const locked = choice.value === "w2" && w2Locked;
          return (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70"
            >
              <input
                type="radio"
                name={proofType.name}
                value={choice.value}
                disabled={locked}
                checked={selected === choice.value}
                onChange={() => {
                  proofType.onChange(choice.value);
                  // The manager's "missing" marks belong to the e-signature only.
                  if (choice.value !== "manager_esign") form.clearErrors(["managerName", "managerEmail"]);
                }}
                onBlur={proofType.onBlur}
                className="mt-1"
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-2 text-sm font-medium">
                  {PROOF_TYPE_LABELS[choice.value]}
                  {locked ? <Badge variant="info">Pro</Badge> : null}
                </span>
                <span className="text-xs text-muted-foreground">{locked ? W2_PRO_MESSAGE : choice.hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {isUploadProof(selected) ? (
        <ProofUploadField
          purpose="quota-proof"
          label={
            selected === "email"
              ? "Verification e-mail"
              : selected === "w2"
                ? "W-2 / payroll document"
                : "Dashboard export"
          }
          value={proofFile}
          onChange={(file) => {
            onProofFile(file);
            proofFileId.onChange(file?.id ?? null);
          }}
          onUploadingChange={onUploadingChange}
          error={fieldState.error?.message}
        />
      ) : null}
      {selected === "manager_esign" ? <ManagerEsignFields form={form} record={record} /> : null}

      <Alert role="status">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>Proof and verification</AlertTitle>
        <AlertDescription>
          {isUploadProof(selected) ? (
            <p>
              A reviewer checks the file you upload, usually within 1-2 business days. Your {PRODUCT_NAME} shows{" "}
              <strong>Pending review</strong> until then, and <strong>Verified</strong> once approved.
            </p>
          ) : (
            <p>
              Your {PRODUCT_NAME} is saved as <strong>Pending</strong> and turns <strong>Verified</strong> once your
              manager e-signs the figures.
            </p>
          )}
          {record && record.proofType !== "none" ? <p>Current proof: {PROOF_TYPE_LABELS[record.proofType]}.</p> : null}
        </AlertDescription>
      </Alert>
    </div>
  );
}
