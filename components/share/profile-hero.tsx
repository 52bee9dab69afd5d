// The top of a shared portfolio: who the rep is, their level and the headline quota figures.
import { Award, BadgeCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { AttainmentPercent } from "@/components/quota/attainment-tone";
import { exceedsQuota } from "@/components/quota/quota-summary";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format";
import { periodLabel } from "@/lib/quota";
import type { PortfolioSnapshot } from "@/lib/server/export/snapshot";
import { OrgBrandingBar } from "./org-branding";
import { roleLine } from "./share-summary";

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{children}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function ProfileHero({ snapshot, pictureUrl }: { snapshot: PortfolioSnapshot; pictureUrl: string | null }) {
  const { owner, quota } = snapshot;
  const role = roleLine(owner);
  const periods = quota.records.length;
  const atOrAbove = quota.records.filter((r) => exceedsQuota(r.attainmentPercent)).length;
  const best = quota.records.reduce<(typeof quota.records)[number] | undefined>(
    (top, r) => (!top || Number(r.attainmentPercent) > Number(top.attainmentPercent) ? r : top),
    undefined,
  );
  return (
    <section aria-labelledby="rep-name" className="grid gap-8">
      {owner.branding ? <OrgBrandingBar branding={owner.branding} /> : null}
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        <Avatar
          name={owner.fullName}
          src={pictureUrl}
          imageClassName="size-28 shrink-0 rounded-full border-4 border-background object-cover shadow-md ring-1 ring-border"
          initialsClassName="flex size-28 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-primary-foreground shadow-md"
        />
        <div className="grid min-w-0 gap-2">
          <h1 id="rep-name" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {owner.fullName}
          </h1>
          {role ? <p className="text-lg break-words text-muted-foreground">{role}</p> : null}
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Badge variant="info" className="px-3 py-1 text-sm">
              <Award aria-hidden="true" className="!size-4" />
              Level: {owner.level}
            </Badge>
            {owner.verifiedBadge && quota.verifiedCount > 0 ? (
              <Badge variant="info" className="px-3 py-1 text-sm">
                <BadgeCheck aria-hidden="true" className="!size-4 fill-primary text-primary-foreground" />
                {quota.verifiedCount} verified quota {quota.verifiedCount === 1 ? "period" : "periods"}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>

      {!owner.verifiedBadge ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Unverified portfolio.</strong> {owner.fullName} is on the free Starter
            plan: the figures on this page are self-reported and carry no verified badges.
          </span>
        </p>
      ) : null}

      {periods > 0 && quota.averageAttainment ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Avg attainment" hint={`across ${periods} ${periods === 1 ? "period" : "periods"}`}>
            <AttainmentPercent percent={quota.averageAttainment} />
          </Stat>
          <Stat label="Revenue closed" hint={`against ${formatMoney(quota.totalQuota)} quota`}>
            {formatMoney(quota.totalRevenue)}
          </Stat>
          <Stat label="At or above quota" hint="periods at 100% or more">
            {atOrAbove} of {periods}
          </Stat>
          {owner.verifiedBadge ? (
            <Stat label="Verified periods" hint="manager-signed or reviewed">
              {quota.verifiedCount} of {periods}
            </Stat>
          ) : best ? (
            <Stat label="Best period" hint={periodLabel(best.year, best.quarter)}>
              <AttainmentPercent percent={best.attainmentPercent} />
            </Stat>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
