"use client";
// A ListField bound to a react-hook-form field holding a list of short entries.
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { ListField } from "@/components/about/list-field";
import { firstErrorMessage } from "./field-errors";
import type { AnyFormOf } from "./text-field";

type ListFormFieldProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  id: string;
  label: string;
  placeholder?: string;
};

export function ListFormField<T extends FieldValues>({ form, name, id, label, placeholder }: ListFormFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ListField
          id={id}
          label={label}
          placeholder={placeholder}
          items={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          error={firstErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}
