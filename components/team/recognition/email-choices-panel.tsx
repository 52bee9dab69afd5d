"use client";
// The member's own recognition e-mails in this organisation, each saved as it is switched.
import { useId } from "react";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { QueryState } from "../team-ui";
import { useRecognitionPreferences, useSavePreferences, type RecognitionPreferences } from "./use-recognition-api";

const CHOICES: { key: keyof RecognitionPreferences; label: string; hint: string }[] = [
  {
    key: "announcements",
    label: "Announcements",
    hint: "E-mails about colleagues' recognitions that their rules announce.",
  },
  {
    key: "nudges",
    label: "Nudges",
    hint: "A weekly reminder, near a period's end, of the recognitions you could still earn.",
  },
];

export function EmailChoicesPanel({ orgId }: { orgId: number }) {
  const preferences = useRecognitionPreferences(orgId);
  const save = useSavePreferences(orgId);
  const hintId = useId();
  return (
    <QueryState query={preferences} label="Loading your e-mail choices">
      {(current) => (
        <ul className="grid gap-3">
          {CHOICES.map(({ key, label, hint }) => (
            <li key={key} className="grid gap-1 rounded-md border border-border px-3 py-2">
              <LabelledSwitch
                label={label}
                aria-describedby={`${hintId}-${key}`}
                checked={current[key]}
                disabled={save.isPending}
                onCheckedChange={(checked) => save.mutate({ [key]: checked })}
              />
              <p id={`${hintId}-${key}`} className="text-xs text-muted-foreground">
                {hint}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
