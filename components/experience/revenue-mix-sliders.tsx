"use client";
// The linked new-logo / expansion sliders (moving one sets the other to 100 minus it) and the live sales profile.
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { RangeInput } from "@/components/wizard/range-input";
import { salesProfile } from "@/lib/sales-profile";
import type { ExperienceForm } from "./experience-fields";
import { SalesProfileBadge, salesProfileMeaning } from "./sales-profile-badge";

type PercentField = "netNewLogoPercent" | "expansionPercent";

const toPercent = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 50;
};

function PercentSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <RangeInput
        id={id}
        min={0}
        max={100}
        step={5}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(toPercent(event.target.value))}
      />
    </div>
  );
}

export function RevenueMixSliders({ form }: { form: ExperienceForm }) {
  const [newLogo, expansion] = useWatch({ control: form.control, name: ["netNewLogoPercent", "expansionPercent"] });
  const newLogoPercent = toPercent(newLogo);
  const expansionPercent = toPercent(expansion);
  const profile = salesProfile(newLogoPercent, expansionPercent);

  const move = (field: PercentField, other: PercentField, value: number) => {
    form.setValue(field, value, { shouldDirty: true });
    form.setValue(other, 100 - value, { shouldDirty: true });
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Revenue Mix</legend>
      <PercentSlider
        label="Net New Logos"
        value={newLogoPercent}
        onChange={(v) => move("netNewLogoPercent", "expansionPercent", v)}
      />
      <PercentSlider
        label="Expansion"
        value={expansionPercent}
        onChange={(v) => move("expansionPercent", "netNewLogoPercent", v)}
      />
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Sales Profile:</span>
        <SalesProfileBadge profile={profile} />
        <span className="text-muted-foreground">{salesProfileMeaning(profile)}</span>
      </div>
    </fieldset>
  );
}
