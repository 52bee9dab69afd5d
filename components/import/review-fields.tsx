"use client";
// Controlled, labelled inputs for the review's inline editors (the review keeps its items in state, not in a
// react-hook-form form): each shows its field's message from the same check the import call makes.
import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { LabelledControl } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MoneyInput } from "@/components/quota/money-input";

type FieldProps = { label: string; error?: string; hint?: string; className?: string };
type Controlled<T> = FieldProps & { value: T; onValue: (value: T) => void };
export function TextInput({
  value,
  onValue,
  ...rest
}: Controlled<string> & Omit<ComponentProps<"input">, "value" | "onChange" | "id">) {
  const { label, error, hint, className, ...props } = rest;
  return (
    <LabelledControl
      {...{ label, error, hint, className }}
      control={(control) => (
        <Input value={value} onChange={(event) => onValue(event.target.value)} {...props} {...control} />
      )}
    />
  );
}

export function TextAreaInput({
  value,
  onValue,
  placeholder,
  ...field
}: Controlled<string> & { placeholder?: string }) {
  return (
    <LabelledControl
      {...field}
      control={(control) => (
        <Textarea
          rows={3}
          className="min-h-20"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValue(event.target.value)}
          {...control}
        />
      )}
    />
  );
}

/** A dollar amount kept as the plain decimal string the import takes ("$1,200,000" is kept as "1200000"). */
export function AmountInput({ value, onValue, ...field }: Controlled<string | null>) {
  return (
    <LabelledControl
      {...field}
      control={(control) => (
        <MoneyInput
          value={value ?? ""}
          onChange={(event) => onValue(event.target.value.replace(/[$,\s]/g, "") || null)}
          {...control}
        />
      )}
    />
  );
}

export function SelectInput({
  value,
  onValue,
  options,
  placeholder,
  ...field
}: Controlled<string> & {
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  return (
    <LabelledControl
      {...field}
      control={(control) => (
        <NativeSelect value={value} onChange={(event) => onValue(event.target.value)} {...control}>
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
      )}
    />
  );
}
