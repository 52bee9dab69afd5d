// "Step 2 of 4: Title", the percent done, a progress bar, and the list of steps for wider screens.
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

type WizardProgressProps = { titles: readonly string[]; index: number };

export function WizardProgress({ titles, index }: WizardProgressProps) {
  const count = titles.length;
  const percent = Math.round(((index + 1) / count) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">
          <span className="font-medium">
            Step {index + 1} of {count}:
          </span>{" "}
          {titles[index]}
        </p>
        <Badge variant="secondary">{percent}% complete</Badge>
      </div>
      <Progress value={percent} aria-label={`Step ${index + 1} of ${count}`} />
      <ol className="hidden flex-wrap gap-x-4 gap-y-1 text-xs sm:flex" aria-label="Steps">
        {titles.map((title, i) => (
          <li
            key={title}
            aria-current={i === index ? "step" : undefined}
            className={cn(i === index ? "font-medium text-foreground" : "text-muted-foreground")}
          >
            {i + 1}. {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
