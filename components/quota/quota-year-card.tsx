// One year's quota periods, with the year's average attainment.
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AttainmentPercent } from "./attainment-tone";
import { QuotaRecordRow } from "./quota-record-row";
import type { QuotaYear } from "./quota-summary";

export function QuotaYearCard({ group }: { group: QuotaYear }) {
  const headingId = `quota-year-${group.year}`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2 pb-4">
        <CardTitle id={headingId}>{group.year}</CardTitle>
        <p className="text-sm text-muted-foreground">
          Average attainment <AttainmentPercent percent={group.average} className="text-base" />
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={headingId} className="grid gap-3">
          {group.records.map((record) => (
            <li key={record.id}>
              <QuotaRecordRow record={record} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
