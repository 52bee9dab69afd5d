"use client";
// A labelled native <select> bound to a react-hook-form field: phone pickers, keyboards and screen readers
// all work out of the box. The first, empty choice reads `placeholder`.
import { useId, type ReactNode } from "react";
import type { FieldValues, Path, RegisterOptions } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useFieldError, type AnyFormOf } from "./text-field";

type SelectFieldProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
  placeholder: string;
  hint?: ReactNode;
  className?: string;
  registerOptions?: RegisterOptions<T, Path<T>>;
};

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  hint,
  className,
  registerOptions,
}: SelectFieldProps<T>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <NativeSelect id={id} {...form.register(name, registerOptions)} {...fieldErrorProps(id, error)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
