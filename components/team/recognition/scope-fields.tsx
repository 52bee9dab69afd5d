"use client";
// Who a rule or a contest covers, as an owner or admin chooses it: everyone, one manager's direct reports, one
// segment, or both. A manager's own rules and contests are for their team, so they get a line instead.
import { useId } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useFieldError, type AnyFormOf } from "@/components/wizard/text-field";
import type { Member } from "../types";

const emptyAsNull = (value: string) => (value === "" ? null : value);
const idOrNull = (value: string) => (value === "" ? null : Number(value));

/** The members who lead a team: managers, and anyone someone reports to. */
const teamLeads = (members: readonly Member[]) =>
  members.filter((m) => m.role === "manager" || members.some((other) => other.managerId === m.userId));

export function ScopeFields<T extends FieldValues>({ form, members }: { form: AnyFormOf<T>; members: Member[] }) {
  const managerId = useId();
  const segmentId = useId();
  const managerName = "scope.managerId" as Path<T>;
  const segmentName = "scope.segment" as Path<T>;
  const managerError = useFieldError(form, managerName);
  const segmentError = useFieldError(form, segmentName);
  const segments = [...new Set(members.map((m) => m.segment).filter((s): s is string => Boolean(s)))].sort();
  return (
    <>
      <FormField id={managerId} label="Team" error={managerError}>
        <NativeSelect
          id={managerId}
          {...fieldErrorProps(managerId, managerError)}
          {...form.register(managerName, { setValueAs: idOrNull })}
        >
          <option value="">Everyone</option>
          {teamLeads(members).map((m) => (
            <option key={m.userId} value={m.userId}>
              Team of {m.fullName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {segments.length > 0 ? (
        <FormField id={segmentId} label="Segment" error={segmentError}>
          <NativeSelect
            id={segmentId}
            {...fieldErrorProps(segmentId, segmentError)}
            {...form.register(segmentName, { setValueAs: emptyAsNull })}
          >
            <option value="">All segments</option>
            {segments.map((segment) => (
              <option key={segment} value={segment}>
                {segment}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
    </>
  );
}

/** Said under a manager's form in place of the scope fields. */
export function TeamScopeNote({ what }: { what: "rule" | "contest" }) {
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2">
      This {what} is for your team: the members who report to you.
    </p>
  );
}
