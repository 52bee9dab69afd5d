"use client";
// Starting a contest, checked with the server's own schema: a name, the metric it ranks on, its first and last day
// and a prize. An owner or admin picks who competes; a manager's contest is for their team.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField, useFieldError } from "@/components/wizard/text-field";
import { CONTEST_METRICS, contestSchema } from "@/lib/validators/contests";
import type { Member } from "../types";
import { CONTEST_METRIC_NAMES } from "./recognition-text";
import { ScopeFields, TeamScopeNote } from "./scope-fields";
import { useCreateContest } from "./use-recognition-api";

type ContestFormProps = { orgId: number; me: number; isAdmin: boolean; members: Member[]; onDone: () => void };

export function ContestForm({ orgId, me, isAdmin, members, onDone }: ContestFormProps) {
  const form = useForm({
    resolver: zodResolver(contestSchema),
    defaultValues: {
      name: "",
      metric: "attainment",
      start: "",
      end: "",
      prize: "",
      // A manager's contest names them as the manager: the server refuses any other scope from them.
      scope: { managerId: isAdmin ? null : me, segment: null },
    },
  });
  const create = useCreateContest(orgId, form);
  const metricId = useId();
  const metricError = useFieldError(form, "metric");
  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="name" label="Name" placeholder="e.g. Q3 Sprint" className="sm:col-span-2" />
      <FormField id={metricId} label="Metric" error={metricError} className="sm:col-span-2">
        <NativeSelect id={metricId} {...fieldErrorProps(metricId, metricError)} {...form.register("metric")}>
          {CONTEST_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {CONTEST_METRIC_NAMES[metric]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextField form={form} name="start" label="First day" type="date" />
      <TextField form={form} name="end" label="Last day" type="date" />
      <TextField
        form={form}
        name="prize"
        label="Prize"
        hint="Optional: stated on the winner's award."
        className="sm:col-span-2"
      />
      {isAdmin ? <ScopeFields form={form} members={members} /> : <TeamScopeNote what="contest" />}
      <div className="sm:col-span-2">
        <DialogActions onCancel={onDone} pending={create.isPending} pendingLabel="Starting...">
          Start contest
        </DialogActions>
      </div>
    </form>
  );
}

export function ContestDialog({ open, ...props }: ContestFormProps & { open: boolean }) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : props.onDone())}
      title="New contest"
      description="Ranks its members on your organisation's own facts. The day after its last day, everyone ranked first is awarded."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {open ? <ContestForm {...props} /> : null}
    </TitledDialog>
  );
}
