// The Hunter / Farmer / Hybrid badge, with a line on what it means.
import { Crosshair, Sprout, Shuffle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { SalesProfile } from "@/lib/sales-profile";

const PROFILES: Record<
  SalesProfile,
  { icon: typeof Crosshair; variant: "info" | "success" | "warning"; meaning: string }
> = {
  Hunter: { icon: Crosshair, variant: "info", meaning: "Most of the revenue came from net new logos." },
  Farmer: { icon: Sprout, variant: "success", meaning: "Most of the revenue came from expanding existing customers." },
  Hybrid: { icon: Shuffle, variant: "warning", meaning: "A balanced mix of new logos and expansion." },
};

export function SalesProfileBadge({ profile }: { profile: SalesProfile }) {
  const { icon: Icon, variant } = PROFILES[profile];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {profile}
    </Badge>
  );
}

export const salesProfileMeaning = (profile: SalesProfile) => PROFILES[profile].meaning;

export function isSalesProfile(value: string): value is SalesProfile {
  return value in PROFILES;
}
