// The verification state of a record with a reviewed proof: Verified, Pending review or Rejected with the
// reviewer's reason; anything else shows the caller's own pending label.
import { BadgeCheck, CircleX, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ASSURANCE_TONES, type Assurance } from "@/lib/assurance";

type Reviewed = {
  isVerified: boolean;
  reviewStatus: "none" | "pending" | "approved" | "rejected";
  reviewReason: string | null;
  /** Why it waits for a reviewer instead of verifying by itself, shown to the rep. */
  reviewFlag?: string | null;
  assurance?: Assurance;
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
    // The level's own words and colour: "Employer-verified", "Verified at acme.com", "Reviewed".
    const assurance = item.assurance;
    return (
      <Badge
        variant={assurance ? "outline" : verifiedVariant}
        className={assurance ? ASSURANCE_TONES[assurance.level].className : undefined}
        title={assurance?.evidence}
        data-assurance-level={assurance?.level}
      >
        <BadgeCheck aria-hidden="true" />
        {assurance?.label ?? "Verified"}
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
  const waiting = item.reviewStatus === "pending";
  return (
    <Badge
      variant="warning"
      className={waiting && item.reviewFlag ? "max-w-full whitespace-normal" : undefined}
      title={waiting ? (item.reviewFlag ?? undefined) : undefined}
    >
      <Clock aria-hidden="true" />
      {waiting ? (
        item.reviewFlag ? (
          <span className="break-words">
            Waiting for review: {item.reviewFlag.replace(/^Waiting for review: /, "")}
          </span>
        ) : (
          "Pending review"
        )
      ) : (
        pendingLabel
      )}
    </Badge>
  );
}
