"use client";
// Step 1, Period Selection: the year (last 11 years, newest first), annual or quarterly, and the quarter.
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { NativeSelect } from "@/components/ui/native-select";
import { FormField, fieldErrorId, fieldErrorProps } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { quotaYearChoices } from "@/lib/quota";
import type { QuotaForm } from "./quota-form";

const PERIOD_TYPES = [
  { value: "annual", label: "Annual" },
  { value: "quarterly", label: "Quarterly" },
] as const;

/** The picker's years, plus an edited record's own year when it is older than the picker reaches. */
function useYearChoices(form: QuotaForm): number[] {
  const initial = Number(form.formState.defaultValues?.year);
  return useMemo(() => {
    const years = quotaYearChoices();
    return Number.isInteger(initial) && initial > 0 && !years.includes(initial) ? [...years, initial] : years;
  }, [initial]);
}

export function QuotaPeriodStep({ form }: { form: QuotaForm }) {
  const { errors } = form.formState;
  const periodType = useWatch({ control: form.control, name: "periodType" });
  const years = useYearChoices(form);
  const periodError = errors.periodType?.message;
  return (
    <>
      <FormField id="quota-year" label="Year" error={errors.year?.message}>
        <NativeSelect
          id="quota-year"
          aria-required
          {...fieldErrorProps("quota-year", errors.year?.message)}
          {...form.register("year")}
        >
          <option value="">Select year</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={periodError ? fieldErrorId("quota-period-type") : undefined}>
        <legend className="mb-2 text-sm font-medium">Period Type</legend>
        <div className="grid grid-cols-2 gap-2">
          {PERIOD_TYPES.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                "flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm transition-colors",
                "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/30",
              )}
            >
              <input type="radio" value={value} className="size-4 accent-primary" {...form.register("periodType")} />
              {label}
            </label>
          ))}
        </div>
        {periodError ? (
          <p id={fieldErrorId("quota-period-type")} className="text-sm text-destructive">
            {periodError}
          </p>
        ) : null}
      </fieldset>
      {periodType === "annual" ? null : (
        <FormField id="quota-quarter" label="Quarter" error={errors.quarter?.message}>
          <NativeSelect
            id="quota-quarter"
            aria-required
            {...fieldErrorProps("quota-quarter", errors.quarter?.message)}
            {...form.register("quarter", { setValueAs: (v: unknown) => (v === "" ? null : v) })}
          >
            <option value="">Select quarter</option>
            {[1, 2, 3, 4].map((quarter) => (
              <option key={quarter} value={String(quarter)}>
                Q{quarter}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </>
  );
}
