"use client";

import { Info } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { Tooltip } from "@/components/ui/tooltip";
import { COMPLETION_WEIGHTS } from "@/lib/completion";

/** "Brag Book Completion" with the weights behind it in a tooltip. */
export function CompletionMeter({ percent }: { percent: number }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <div className="flex items-center gap-1">
          <span id="brag-book-completion" className="font-medium">
            Brag Book Completion
          </span>
          <Tooltip
            content={
              <>
                <p className="mb-1 font-medium">Each section adds its weight once it has content:</p>
                <ul>
                  {COMPLETION_WEIGHTS.map((w) => (
                    <li key={w.section}>
                      {w.label}: {w.weight}%
                    </li>
                  ))}
                </ul>
              </>
            }
          >
            <button
              type="button"
              aria-label="How completion is weighted"
              className="rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Info className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        </div>
        <span className="font-semibold tabular-nums" data-testid="completion-percent">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby="brag-book-completion" />
    </div>
  );
}
