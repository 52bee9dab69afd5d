"use client";
// A dashed area to drop one file on, with a visually hidden file input behind a "Choose file" button: the same
// control wherever the app takes a file (the smart import, the credential check). The caller checks the file.
import type { LucideIcon } from "lucide-react";
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type FileDropZoneProps = {
  icon: LucideIcon;
  title: string;
  hint: ReactNode;
  hintId: string;
  /** The input's accept list and accessible name. */
  accept: string;
  inputLabel: string;
  inputId?: string;
  buttonLabel: string;
  /** Ids the input is also described by (an error under the zone). */
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Called with the dropped or chosen file (undefined when none came). */
  onFile: (file: File | undefined) => void;
  children?: ReactNode;
};

export function FileDropZone({
  icon: Icon,
  title,
  hint,
  hintId,
  accept,
  inputLabel,
  inputId,
  buttonLabel,
  describedBy,
  disabled = false,
  invalid = false,
  onFile,
  children,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0]);
  };

  return (
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
        invalid && "border-destructive/60",
      )}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{title}</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Choosing the same file again (after fixing it) must fire a change too.
          event.target.value = "";
        }}
      />
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled}>
        {buttonLabel}
      </Button>
      {children}
    </div>
  );
}
