"use client";
// A dashed area to drop one file on, with a visually hidden file input behind a "Choose file" button: the same
// control wherever the app takes a file (the smart import, the credential check). react-dropzone reads the drop and
// the chosen file; the zone itself is neither a button nor a tab stop (the button is), and no type or size is
// refused here: the caller checks the file and says what is wrong with it.
import type { LucideIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useDropzone } from "react-dropzone";
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
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // The first file of a drop or a choice is the one the caller gets, as when several are dropped at once.
    onDrop: (accepted, rejected) => onFile(accepted[0] ?? rejected[0]?.file),
    multiple: false,
    disabled,
    noClick: true,
    noKeyboard: true,
    noPaste: true,
  });

  return (
    <div
      {...getRootProps({
        className: cn(
          "grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center transition-colors",
          isDragActive && "border-primary bg-accent",
          invalid && "border-destructive/60",
        ),
      })}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">{title}</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        {...getInputProps({
          id: inputId,
          accept,
          className: "sr-only",
          "aria-label": inputLabel,
          "aria-describedby": describedBy ? `${hintId} ${describedBy}` : hintId,
          // Choosing the same file again (after fixing it) must fire a change too.
          onClick: (event: MouseEvent<HTMLInputElement>) => {
            event.currentTarget.value = "";
          },
        })}
      />
      <Button type="button" variant="outline" onClick={open} disabled={disabled}>
        {buttonLabel}
      </Button>
      {children}
    </div>
  );
}
