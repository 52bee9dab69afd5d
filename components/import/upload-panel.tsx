"use client";
// The "Upload Document" tab: pick or drop one file, check its size here (spec: 10 MB, toast "File Too Large"),
// then "Process Document" sends it for extraction ("Processing Document..." while it runs).
import { FileText, Upload } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/components/ui/file-drop-zone";
// A pure module (no server code): the limit and its message are the server's own, so both sides agree.
import { ACCEPTED_DOCUMENT_TYPES, FILE_TOO_LARGE_MESSAGE, MAX_DOCUMENT_BYTES } from "@/lib/import-limits";

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type UploadPanelProps = {
  pending: boolean;
  disabled: boolean;
  onProcess: (file: File) => void;
};

export function UploadPanel({ pending, disabled, onProcess }: UploadPanelProps) {
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_DOCUMENT_BYTES) {
      toast.error("File Too Large", { description: FILE_TOO_LARGE_MESSAGE });
      return;
    }
    setFile(chosen);
  };

  return (
    <div className="grid gap-4">
      <FileDropZone
        icon={Upload}
        title="Drop your resume, brag sheet or quota report here"
        hint={
          <>
            PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), CSV, TXT, JSON Resume, a PNG or JPEG picture (a scan
            or screenshot, read by OCR) or your LinkedIn data export (.zip), up to 10 MB. The file is only read to find
            items: it is not stored.
          </>
        }
        hintId={hintId}
        accept={ACCEPTED_DOCUMENT_TYPES}
        inputLabel="Document to import"
        buttonLabel="Choose File"
        disabled={pending}
        onFile={choose}
      />
      {file ? (
        <p className="flex min-w-0 items-center gap-2 text-sm" aria-live="polite">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate font-medium">{file.name}</span>
          <span className="shrink-0 text-muted-foreground">{sizeLabel(file.size)}</span>
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" onClick={() => file && onProcess(file)} disabled={!file || pending || disabled}>
          {pending ? "Processing Document..." : "Process Document"}
        </Button>
      </div>
    </div>
  );
}
