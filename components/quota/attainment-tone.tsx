// Attainment colours (green / yellow / red) as text and chart classes, and a coloured percent.
import { cn } from "@/lib/cn";
import { formatPercent } from "@/lib/format";
import { attainmentTone, type AttainmentTone } from "@/lib/quota";

export const TONE_TEXT: Record<AttainmentTone, string> = {
  green: "text-success",
  yellow: "text-warning-foreground",
  red: "text-destructive",
};

export const TONE_FILL: Record<AttainmentTone, string> = {
  green: "fill-success",
  yellow: "fill-warning",
  red: "fill-destructive",
};

/** A percent of quota in its attainment colour; `data-tone` names the colour for tests and styling. */
export function AttainmentPercent({ percent, className }: { percent: string; className?: string }) {
  const tone = attainmentTone(percent);
  return (
    <span data-tone={tone} className={cn("font-semibold tabular-nums", TONE_TEXT[tone], className)}>
      {formatPercent(percent)}
    </span>
  );
}
