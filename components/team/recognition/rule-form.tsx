"use client";
// A recognition rule's form, to make one or change one, checked with the server's own schema. The threshold is an
// attainment (or, for "Top percent", a share of the team) and goes away for "Largest deal"; the run length is asked
// for streaks only. An owner or admin picks who the rule covers; a manager's rule is for their team.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input, numberProps } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SwitchField } from "@/components/wizard/switch-field";
import { TextAreaField, TextField, useFieldError } from "@/components/wizard/text-field";
import { RULE_KINDS, type RuleKind } from "@/lib/recognition-rules";
import { recognitionRuleSchema } from "@/lib/validators/recognition-rules";
import type { Member } from "../types";
import { PERIOD_TYPE_LABELS, RULE_KIND_LABELS, thresholdLabel } from "./recognition-text";
import { ScopeFields, TeamScopeNote } from "./scope-fields";
import { useCreateRule, useUpdateRule, type RecognitionRule, type RuleBody } from "./use-recognition-api";

const numberOrNull = (value: string) => (value === "" ? null : Number(value));

type RuleFormProps = {
  orgId: number;
  /** The rule to change; a new one without it. */
  rule?: RecognitionRule;
  /** Owners and admins choose the scope; a manager's rules cover their team. */
  isAdmin: boolean;
  members: Member[];
  onDone: () => void;
};

function defaults(rule: RecognitionRule | undefined) {
  return {
    name: rule?.name ?? "",
    description: rule?.description ?? "",
    kind: (rule?.kind ?? "attainment_at_least") as RuleKind,
    // Left out until typed (a kind that takes none sends none).
    threshold: rule?.threshold ?? undefined,
    periods: rule?.periods ?? undefined,
    periodType: rule?.periodType ?? ("quarter" as const),
    scope: { managerId: rule?.scope.managerId ?? null, segment: rule?.scope.segment ?? null },
    announce: rule?.announce ?? false,
    active: rule?.active ?? true,
  };
}

export function RuleForm({ orgId, rule, isAdmin, members, onDone }: RuleFormProps) {
  const form = useForm({ resolver: zodResolver(recognitionRuleSchema), defaultValues: defaults(rule) });
  const create = useCreateRule(orgId, form);
  const update = useUpdateRule(orgId, form);
  const kind = useWatch({ control: form.control, name: "kind" });
  const ids = { kind: useId(), threshold: useId(), periods: useId(), periodType: useId() };
  const errors = {
    kind: useFieldError(form, "kind"),
    threshold: useFieldError(form, "threshold"),
    periods: useFieldError(form, "periods"),
    periodType: useFieldError(form, "periodType"),
  };
  const threshold = thresholdLabel(kind);

  const onSubmit = form.handleSubmit((values) => {
    // A manager's scope is theirs, filled in by the server: only an owner or admin sends one.
    const { scope, ...rest } = values;
    const body: RuleBody = isAdmin ? { ...rest, scope } : rest;
    if (rule) update.mutate({ ruleId: rule.id, body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Name" placeholder="e.g. 120% Club" className="sm:col-span-2" />
      <TextAreaField form={form} name="description" label="Description" className="sm:col-span-2" />
      <FormField id={ids.kind} label="Kind" error={errors.kind}>
        <NativeSelect id={ids.kind} {...fieldErrorProps(ids.kind, errors.kind)} {...form.register("kind")}>
          {RULE_KINDS.map((k) => (
            <option key={k} value={k}>
              {RULE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={ids.periodType} label="Period type" error={errors.periodType}>
        <NativeSelect
          id={ids.periodType}
          {...fieldErrorProps(ids.periodType, errors.periodType)}
          {...form.register("periodType")}
        >
          <option value="quarter">{PERIOD_TYPE_LABELS.quarter}</option>
          <option value="year">{PERIOD_TYPE_LABELS.year}</option>
        </NativeSelect>
      </FormField>
      {threshold ? (
        <FormField
          id={ids.threshold}
          label={threshold}
          error={errors.threshold}
          hint={kind === "top_percent" ? "e.g. 10 for the top 10% of the team" : "e.g. 120 for 120% of quota"}
        >
          <Input
            id={ids.threshold}
            {...numberProps(1, 0.01)}
            max={kind === "top_percent" ? 100 : 1000}
            {...fieldErrorProps(ids.threshold, errors.threshold)}
            {...form.register("threshold", { setValueAs: numberOrNull, shouldUnregister: true })}
          />
        </FormField>
      ) : null}
      {kind === "streak" ? (
        <FormField id={ids.periods} label="Periods in a row" error={errors.periods} hint="2 to 12">
          <Input
            id={ids.periods}
            {...numberProps(2)}
            max={12}
            {...fieldErrorProps(ids.periods, errors.periods)}
            {...form.register("periods", { setValueAs: numberOrNull, shouldUnregister: true })}
          />
        </FormField>
      ) : null}
      {isAdmin ? <ScopeFields form={form} members={members} /> : <TeamScopeNote what="rule" />}
      <div className="grid gap-3 sm:col-span-2">
        <SwitchField
          form={form}
          name="announce"
          label="Announce"
          hint="E-mail everyone the rule covers when it awards someone."
          defaultChecked={false}
        />
        <SwitchField form={form} name="active" label="Active" hint="Only active rules award." />
      </div>
      <div className="sm:col-span-2">
        <DialogActions
          onCancel={onDone}
          editing={rule !== undefined}
          pending={create.isPending || update.isPending}
          pendingLabel="Creating..."
        >
          Create rule
        </DialogActions>
      </div>
    </form>
  );
}

type RuleDialogProps = Omit<RuleFormProps, "onDone" | "rule"> & {
  /** Open for a new rule (`"new"`), for this rule, or closed (null). */
  rule: RecognitionRule | "new" | null;
  onClose: () => void;
};

export function RuleDialog({ rule, onClose, ...props }: RuleDialogProps) {
  const editing = rule !== null && rule !== "new" ? rule : undefined;
  return (
    <TitledDialog
      open={rule !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? `Edit ${editing.name}` : "New rule"}
      description="It awards itself from your organisation's own facts: attested records, records signed off from its CRM and the deals its CRM sync keeps."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {rule !== null ? <RuleForm key={editing?.id ?? "new"} rule={editing} onDone={onClose} {...props} /> : null}
    </TitledDialog>
  );
}
