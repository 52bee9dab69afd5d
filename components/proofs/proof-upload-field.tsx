"use client";
// A proof file picker that really uploads: progress from the upload's own events, the stored file's name once
// done, and an "Upload failed" toast when it fails.
import { CheckCircle2, FileUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { PROOF_ACCEPT, PROOF_TYPE_NAMES, type ProofPurpose, type UploadedProof } from "@/lib/proof-files";
import { uploadProof } from "@/lib/upload-proof";

type ProofUploadFieldProps = {
  purpose: ProofPurpose;
  label: string;
  /** The uploaded file, if any (kept by the form so a step change does not lose it). */
  value: UploadedProof | null;
  onChange: (file: UploadedProof | null) => void;
  /** Tells the form an upload is running (e.g. to hold its Next button). */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ProofUploadField({ purpose, label, value, onChange, onUploadingChange, error }: ProofUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    onChange(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadProof(file, purpose, {
        signal: current.signal,
        onProgress: ({ percent }) => setProgress(percent),
      });
      onChange(uploaded);
      toast.success("File uploaded successfully!");
    } catch (uploadError) {
      if (uploadError instanceof DOMException && uploadError.name === "AbortError") return;
      const message = uploadError instanceof Error ? uploadError.message : "";
      toast.error("Upload failed", {
        description: message ? `${message} Please try uploading again.` : "Please try uploading again.",
      });
    } finally {
      if (controller.current === current) {
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={PROOF_ACCEPT[purpose]}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        className="block w-full cursor-pointer rounded-md border border-input bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void start(file);
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {PROOF_TYPE_NAMES[purpose]}, up to 10 MB.
      </p>
      {progress !== null ? (
        <div className="grid gap-1" role="status" aria-live="polite">
          <Progress value={progress} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground">Uploading... {progress}%</p>
        </div>
      ) : null}
      {value ? (
        <div className="flex items-center gap-2 rounded-md border border-border p-2 text-sm" role="status">
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">
            Uploaded: <strong>{value.originalName}</strong> ({formatSize(value.sizeBytes)})
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Remove ${value.originalName}`}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {value?.emailCheck ? (
        <p className="text-xs text-muted-foreground" data-testid="email-check">
          {value.emailCheck.result === "pass"
            ? `DKIM signature verified: sent from ${value.emailCheck.domain}. The record is verified when you save it if the e-mail went to a work address you confirmed at ${value.emailCheck.domain} and states this record's attainment and period; otherwise a reviewer checks it.`
            : `Automatic check: ${value.emailCheck.detail}. A reviewer will check this e-mail instead.`}
        </p>
      ) : null}
      {value ? null : progress === null ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <FileUp className="size-3.5" aria-hidden="true" /> No file uploaded yet.
        </p>
      ) : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
