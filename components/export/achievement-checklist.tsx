"use client";
// The Export dialog's checklist: every achievement with a 100-character preview, all preselected, and the
// "N of M achievements selected" counter.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { Achievement } from "@/lib/types";
import { descriptionPreview } from "./description-preview";

type ChecklistProps = {
  achievements: readonly Achievement[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onSelectAll: () => void;
  onSelectNone: () => void;
};

export function AchievementChecklist({ achievements, selected, onToggle, onSelectAll, onSelectNone }: ChecklistProps) {
  const headingId = useId();
  const selectedCount = achievements.filter((a) => selected.has(a.id)).length;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold">
          Achievements to include
        </h3>
        {achievements.length > 0 ? (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={selectedCount === achievements.length}>
              Select all
            </Button>
            <Button variant="ghost" size="sm" onClick={onSelectNone} disabled={selectedCount === 0}>
              Select none
            </Button>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selectedCount} of {achievements.length} achievements selected
      </p>
      {achievements.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No achievements yet. Add one from Add Content to include it.
        </p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border"
        >
          {achievements.map((achievement) => (
            <ChecklistItem
              key={achievement.id}
              achievement={achievement}
              checked={selected.has(achievement.id)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChecklistItem({
  achievement,
  checked,
  onToggle,
}: {
  achievement: Achievement;
  checked: boolean;
  onToggle: ChecklistProps["onToggle"];
}) {
  const id = useId();
  return (
    <li>
      {/* The whole row is the click target; the box's name is the title and the preview describes it. */}
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 p-3 hover:bg-muted/50">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={checked}
          onChange={(event) => onToggle(achievement.id, event.target.checked)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-preview`}
        />
        <span className="grid min-w-0 gap-0.5">
          <span id={`${id}-title`} className="text-sm font-medium break-words">
            {achievement.title}
          </span>
          <span id={`${id}-preview`} className="text-xs break-words text-muted-foreground">
            {descriptionPreview(achievement.description)}
          </span>
        </span>
      </label>
    </li>
  );
}
