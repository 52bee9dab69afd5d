// A record's badges: Verified or Pending, and Quota Exceeded at 100% or more.
import { BadgeCheck, Clock, Trophy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { QuotaRecord } from "@/lib/types";
import { exceedsQuota } from "./quota-summary";

export function QuotaStatusBadges({ record }: { record: QuotaRecord }) {
  return (
    <div className="flex flex-wrap gap-2">
      {record.isVerified ? (
        <Badge variant="info">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      ) : (
        <Badge variant="warning">
          <Clock aria-hidden="true" />
          Pending
        </Badge>
      )}
      {exceedsQuota(record.attainmentPercent) ? (
        <Badge variant="success">
          <Trophy aria-hidden="true" />
          Quota Exceeded
        </Badge>
      ) : null}
    </div>
  );
}
