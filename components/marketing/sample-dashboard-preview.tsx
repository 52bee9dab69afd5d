import { BadgeCheck, Building, DollarSign, Target, Trophy, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

// Made-up figures for a fictional rep: this is an illustration, not anyone's data.
const SAMPLE_STATS: { icon: LucideIcon; label: string; value: string; note: string }[] = [
  { icon: Target, label: "Quota attainment", value: "127%", note: "Avg. over 8 quarters" },
  { icon: DollarSign, label: "ARR closed", value: "$4.2M", note: "Last 3 fiscal years" },
  { icon: Building, label: "Enterprise deals", value: "14", note: "Over $100K ARR each" },
  { icon: Trophy, label: "President's Club", value: "3×", note: "2022, 2023, 2024" },
];

const SAMPLE_ACHIEVEMENTS = [
  { title: "Closed a $1.2M multi-year expansion with a Fortune 500 retailer", tag: "Enterprise Deal" },
  { title: "Ranked #1 of 42 account executives in Q3", tag: "Quota Achievement" },
  { title: "President's Club 2024, 142% of annual quota", tag: "Recognition & Awards" },
];

/** The landing page's illustrative dashboard, clearly labelled as a sample. */
export function SampleDashboardPreview() {
  return (
    <figure aria-labelledby="sample-preview-caption" className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-primary/15 via-accent to-transparent blur-2xl"
      />
      <Card className="overflow-hidden shadow-xl">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-muted/50 px-5 py-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
              AR
            </span>
            <div>
              <p className="flex items-center gap-1.5 font-semibold">
                Alex Rivera
                <BadgeCheck className="size-4 text-primary" aria-label="Verified" />
              </p>
              <p className="text-xs text-muted-foreground">Senior Enterprise Account Executive</p>
            </div>
          </div>
          <Badge variant="warning">Sample data</Badge>
        </div>
        <div className="grid grid-cols-2 gap-px bg-border">
          {SAMPLE_STATS.map(({ icon: Icon, label, value, note }) => (
            <div key={label} className="bg-card p-4">
              <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Icon className="size-3.5" aria-hidden="true" />
                {label}
              </p>
              <p className="mt-1 text-2xl font-bold tracking-tight">{value}</p>
              <p className="text-xs text-muted-foreground">{note}</p>
            </div>
          ))}
        </div>
        <div className="p-5">
          <p className="text-sm font-semibold">Recent achievements</p>
          <ul className="mt-3 space-y-2">
            {SAMPLE_ACHIEVEMENTS.map(({ title, tag }) => (
              <li
                key={title}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="text-sm">{title}</span>
                <Badge variant="info">{tag}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <figcaption id="sample-preview-caption" className="mt-3 text-center text-xs text-muted-foreground">
        Sample portfolio preview. Names and figures are made up for illustration.
      </figcaption>
    </figure>
  );
}
