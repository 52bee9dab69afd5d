"use client";
// Step 2, Quota & Performance: quota and attainment, the attainment percent computed as you type,
// ramp status, stack rank and whether the rank is public.
import { useWatch } from "react-hook-form";
import { NativeSelect } from "@/components/ui/native-select";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input, numberProps } from "@/components/ui/input";
import { TextField } from "@/components/wizard/text-field";
import { cn } from "@/lib/cn";
import { RAMP_STATUS_LABELS } from "@/lib/options";
import { attainmentPercent, attainmentTone, stackRankPercentile } from "@/lib/quota";
import { TONE_TEXT } from "./attainment-tone";
import { MoneyInput } from "./money-input";
import { plainAmount, type QuotaForm } from "./quota-form";
import { exceedsQuota, formatTopPercent } from "./quota-summary";
import { SwitchField } from "@/components/wizard/switch-field";

/** The rep's place in the team's stack rank, and the team's size (both counted from 1). */
const RANK_FIELDS = [
  { name: "stackRankPosition", label: "Stack Rank Position", placeholder: "3" },
  { name: "stackRankTotal", label: "Stack Rank Total", placeholder: "40" },
] as const;

function LivePercent({ form }: { form: QuotaForm }) {
  const [quota, attainment] = useWatch({ control: form.control, name: ["quota", "attainment"] });
  const percent = attainmentPercent(plainAmount(quota), plainAmount(attainment));
  const tone = percent === undefined ? undefined : attainmentTone(percent);
  return (
    <FormField
      id="quota-attainment-percent"
      label="Attainment %"
      hint="Attainment divided by quota, worked out for you."
    >
      <Input
        id="quota-attainment-percent"
        readOnly
        value={percent === undefined ? "" : `${percent}%`}
        placeholder="—"
        aria-describedby="quota-attainment-note"
      />
      <p
        id="quota-attainment-note"
        aria-live="polite"
        data-tone={tone}
        className={cn("text-sm font-medium", tone && TONE_TEXT[tone])}
      >
        {percent === undefined ? null : exceedsQuota(percent) ? "Quota Exceeded!" : "Below Quota"}
      </p>
    </FormField>
  );
}

function RankHint({ form }: { form: QuotaForm }) {
  const [position, total] = useWatch({ control: form.control, name: ["stackRankPosition", "stackRankTotal"] });
  const top = stackRankPercentile(Number(position), Number(total));
  return top === undefined ? null : (
    <p className="text-sm text-muted-foreground">Top {formatTopPercent(top)} of your team</p>
  );
}

export function QuotaPerformanceStep({ form }: { form: QuotaForm }) {
  const { errors } = form.formState;
  const error = (name: "quota" | "attainment" | "rampStatus" | "stackRankPosition" | "stackRankTotal") =>
    errors[name]?.message;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="quota-amount" label="Quota" error={error("quota")}>
          <MoneyInput
            id="quota-amount"
            placeholder="250,000"
            aria-required
            {...fieldErrorProps("quota-amount", error("quota"))}
            {...form.register("quota")}
          />
        </FormField>
        <FormField id="quota-attainment" label="Attainment" error={error("attainment")}>
          <MoneyInput
            id="quota-attainment"
            placeholder="300,000"
            aria-required
            {...fieldErrorProps("quota-attainment", error("attainment"))}
            {...form.register("attainment")}
          />
        </FormField>
      </div>
      <LivePercent form={form} />
      <FormField id="quota-ramp" label="Ramp Status" error={error("rampStatus")}>
        <NativeSelect
          id="quota-ramp"
          {...fieldErrorProps("quota-ramp", error("rampStatus"))}
          {...form.register("rampStatus", { setValueAs: (v: unknown) => (v === "" ? null : v) })}
        >
          <option value="">Not specified</option>
          <option value="on_ramp">{RAMP_STATUS_LABELS.on_ramp}</option>
          <option value="post_ramp">{RAMP_STATUS_LABELS.post_ramp}</option>
        </NativeSelect>
      </FormField>
      <div className="grid gap-2">
        <div className="grid grid-cols-2 gap-4">
          {RANK_FIELDS.map((field) => (
            <TextField key={field.name} form={form} {...field} {...numberProps(1)} />
          ))}
        </div>
        <RankHint form={form} />
      </div>
      <SwitchField
        form={form}
        name="stackRankPublic"
        label="Make stack rank public"
        hint="Shows your top-of-team percent on your portfolio."
      />
    </>
  );
}
