"use client";
// Controlled, labelled inputs for the review's inline editors (the review keeps its items in state, not in a
// react-hook-form form): each shows its field's message from the same check the import call makes.
import { useId, type ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MoneyInput } from "@/components/quota/money-input";

type FieldProps = { label: string; error?: string; hint?: string; className?: string };

export function TextInput({
  label,
  error,
  hint,
  className,
  value,
  onValue,
  ...props
}: FieldProps & { value: string; onValue: (value: string) => void } & Omit<
    ComponentProps<"input">,
    "value" | "onChange" | "id"
  >) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...props}
        {...fieldErrorProps(id, error)}
      />
    </FormField>
  );
}

export function TextAreaInput({
  label,
  error,
  hint,
  className,
  value,
  onValue,
  placeholder,
}: FieldProps & { value: string; onValue: (value: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea
        id={id}
        rows={3}
        className="min-h-20"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onValue(event.target.value)}
        {...fieldErrorProps(id, error)}
      />
    </FormField>
  );
}

/** A dollar amount kept as the plain decimal string the import takes ("$1,200,000" is kept as "1200000"). */
export function AmountInput({
  label,
  error,
  hint,
  className,
  value,
  onValue,
}: FieldProps & { value: string | null; onValue: (value: string | null) => void }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <MoneyInput
        id={id}
        value={value ?? ""}
        onChange={(event) => onValue(event.target.value.replace(/[$,\s]/g, "") || null)}
        {...fieldErrorProps(id, error)}
      />
    </FormField>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  className,
  value,
  onValue,
  options,
  placeholder,
}: FieldProps & {
  value: string;
  onValue: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...fieldErrorProps(id, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </NativeSelect>
    </FormField>
  );
}
