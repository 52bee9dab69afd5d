// A record's badges: Verified, Pending review, Rejected (with the reason) or Pending, and Quota Exceeded at 100% or more.
import { Trophy } from "lucide-react";
import { ReviewStatusBadge } from "@/components/proofs/review-status-badge";
import { Badge } from "@/components/ui/badge";
import type { QuotaRecord } from "@/lib/types";
import { exceedsQuota } from "./quota-summary";

export function QuotaStatusBadges({ record }: { record: QuotaRecord }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ReviewStatusBadge item={record} pendingLabel="Pending" verifiedVariant="info" />
      {exceedsQuota(record.attainmentPercent) ? (
        <Badge variant="success">
          <Trophy aria-hidden="true" />
          Quota Exceeded
        </Badge>
      ) : null}
    </div>
  );
}
