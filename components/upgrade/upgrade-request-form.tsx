"use client";
// The request for Pro Seller: billing period, an optional note, "Request upgrade". No card is taken: an administrator approves the request.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { ANNUAL_SAVING_LABEL, PRO_PRICING_PLAN, type BillingPeriod } from "@/lib/pricing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import {
  UPGRADE_NOTE_MAX,
  upgradeRequestSchema,
  type UpgradeRequestFormValues,
  type UpgradeRequestInput,
} from "@/lib/validators/upgrade-request";

const { price } = PRO_PRICING_PLAN;

const BILLING_OPTIONS: { period: BillingPeriod; label: string; amount: string; unit: string; detail: string }[] = [
  { period: "annual", label: "Annual", amount: price.annual, unit: "/year", detail: "Billed annually" },
  {
    period: "monthly",
    label: "Monthly",
    amount: price.monthly,
    unit: "/month",
    detail: "Billed monthly, cancel anytime",
  },
];

type UpgradeRequestFormProps = {
  defaults: { billing: BillingPeriod; note: string };
  pending: boolean;
  /** "Request upgrade" for a first request; "Update request" when it changes the open one. */
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (input: UpgradeRequestInput) => void;
  onCancel?: () => void;
};

export function UpgradeRequestForm({
  defaults,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: UpgradeRequestFormProps) {
  const form = useForm<UpgradeRequestFormValues, unknown, UpgradeRequestInput>({
    resolver: zodResolver(upgradeRequestSchema),
    defaultValues: { tier: "pro", isAnnualBilling: defaults.billing === "annual", note: defaults.note },
  });
  const noteError = form.formState.errors.note?.message;
  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="isAnnualBilling"
        render={({ field }) => (
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Billing</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {BILLING_OPTIONS.map((option) => {
                const checked = field.value === (option.period === "annual");
                return (
                  <label
                    key={option.period}
                    className={cn(
                      "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      checked ? "border-primary bg-accent/60 ring-1 ring-primary" : "border-border hover:bg-muted/60",
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={option.period}
                      checked={checked}
                      onChange={() => field.onChange(option.period === "annual")}
                      onBlur={field.onBlur}
                      className="mt-1 accent-primary"
                    />
                    <span className="grid gap-1">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {option.label}
                        {option.period === "annual" ? <Badge variant="success">{ANNUAL_SAVING_LABEL}</Badge> : null}
                      </span>
                      <span>
                        <span className="text-2xl font-bold tracking-tight">{option.amount}</span>
                        <span className="text-sm text-muted-foreground">{option.unit}</span>
                      </span>
                      <span className="text-xs text-muted-foreground">{option.detail}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      <FormField
        id="upgrade-note"
        label="Note (optional)"
        error={noteError}
        hint="Anything our team should know, e.g. who to invoice."
      >
        <Textarea
          id="upgrade-note"
          rows={3}
          maxLength={UPGRADE_NOTE_MAX}
          {...fieldErrorProps("upgrade-note", noteError)}
          {...form.register("note")}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground">No card is charged: an administrator switches your plan.</p>
      </div>
    </form>
  );
}
