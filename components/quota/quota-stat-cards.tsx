// The Quota tab's four figures: verified count, average attainment, this year's performance, revenue vs quota.
import { BadgeCheck, CalendarDays, DollarSign, TrendingUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { AttainmentPercent } from "./attainment-tone";
import type { QuotaSummary } from "./quota-summary";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function StatCard({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

export function QuotaStatCards({ summary }: { summary: QuotaSummary }) {
  const { currentYear } = summary;
  return (
    <ul aria-label="Quota summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <li className="grid">
        <StatCard
          icon={BadgeCheck}
          label="Total Verified"
          value={summary.verified}
          detail={`of ${plural(summary.total, "submission")}`}
        />
      </li>
      <li className="grid">
        <StatCard
          icon={TrendingUp}
          label="Average Attainment"
          value={summary.average === undefined ? "—" : <AttainmentPercent percent={summary.average} />}
          detail="across all periods"
        />
      </li>
      <li className="grid">
        <StatCard
          icon={CalendarDays}
          label={`${currentYear.year} Performance`}
          value={currentYear.average === undefined ? "—" : <AttainmentPercent percent={currentYear.average} />}
          detail={plural(currentYear.count, "record")}
        />
      </li>
      <li className="grid">
        <StatCard
          icon={DollarSign}
          label="Total Revenue"
          value={formatMoney(summary.totalRevenue)}
          detail={`vs ${formatMoney(summary.totalQuota)} total quota`}
        />
      </li>
    </ul>
  );
}
