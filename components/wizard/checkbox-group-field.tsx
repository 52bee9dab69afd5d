"use client";
// A CheckboxGroup bound to a react-hook-form field holding a list of the chosen options.
import { useId } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { asList, CheckboxGroup } from "./checkbox-group";
import { firstErrorMessage } from "./field-errors";
import type { AnyFormOf } from "./text-field";

type CheckboxGroupFieldProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  legend: string;
  options: readonly string[];
  className?: string;
  /** Prefix of the checkboxes' ids (a generated one when absent). */
  id?: string;
  labels?: Readonly<Record<string, string>>;
  layout?: "columns" | "inline";
};

export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  legend,
  options,
  className,
  id,
  labels,
  layout,
}: CheckboxGroupFieldProps<T>) {
  const generatedId = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          id={id ?? generatedId}
          legend={legend}
          options={options}
          labels={labels}
          layout={layout}
          value={asList(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={firstErrorMessage(fieldState.error)}
          className={className}
        />
      )}
    />
  );
}
