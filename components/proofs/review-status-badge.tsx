// The verification state of a record with a reviewed proof: Verified, Pending review or Rejected with the
// reviewer's reason; anything else shows the caller's own pending label.
import { BadgeCheck, CircleX, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

type Reviewed = {
  isVerified: boolean;
  reviewStatus: "none" | "pending" | "approved" | "rejected";
  reviewReason: string | null;
};

export function ReviewStatusBadge({
  item,
  pendingLabel,
  verifiedVariant = "success",
}: {
  item: Reviewed;
  pendingLabel: string;
  verifiedVariant?: "success" | "info";
}) {
  if (item.isVerified) {
    return (
      <Badge variant={verifiedVariant}>
        <BadgeCheck aria-hidden="true" />
        Verified
      </Badge>
    );
  }
  if (item.reviewStatus === "rejected") {
    return (
      <Badge variant="destructive" className="max-w-full whitespace-normal">
        <CircleX aria-hidden="true" />
        <span className="break-words">Rejected: {item.reviewReason ?? "no reason given"}</span>
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {item.reviewStatus === "pending" ? "Pending review" : pendingLabel}
    </Badge>
  );
}
