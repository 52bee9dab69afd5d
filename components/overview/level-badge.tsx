import { Award, Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { LevelResult } from "@/lib/levels";

/** The portfolio's level and what the next one still needs. */
export function LevelBadge({ level }: { level: LevelResult }) {
  const Icon = level.next ? Award : Crown;
  return (
    <div className="grid gap-2" data-testid="portfolio-level">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Level</span>
        <Badge variant="info" className="px-3 py-1 text-sm">
          <Icon aria-hidden="true" className="!size-4" />
          {level.label}
        </Badge>
      </div>
      {level.next ? (
        <div className="text-sm text-muted-foreground">
          <p>
            Next level: <span className="font-medium text-foreground">{level.next.label}</span>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {level.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{level.hint}</p>
      )}
    </div>
  );
}
