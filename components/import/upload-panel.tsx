"use client";
// The "Upload Document" tab: pick or drop one file, check its size here (spec: 10 MB, toast "File Too Large"),
// then "Process Document" sends it for extraction ("Processing Document..." while it runs).
import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_DOCUMENT_BYTES) {
      toast.error("File Too Large", { description: FILE_TOO_LARGE_MESSAGE });
      return;
    }
    setFile(chosen);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center transition-colors",
          dragging && "border-primary bg-accent",
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">Drop your resume, brag sheet or quota report here</p>
        <p id={hintId} className="text-xs text-muted-foreground">
          PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), CSV, TXT, JSON Resume, a PNG or JPEG picture (a scan or
          screenshot, read by OCR) or your LinkedIn data export (.zip), up to 10 MB. The file is only read to find
          items: it is not stored.
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_DOCUMENT_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Document to import"
          aria-describedby={hintId}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Choosing the same file again (after fixing it) must fire a change too.
            event.target.value = "";
          }}
        />
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={pending}>
          Choose File
        </Button>
      </div>
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
