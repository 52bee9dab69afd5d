"use client";
// A CheckboxGroup bound to a react-hook-form field holding a list of the chosen options.
import { useId } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { asList, CheckboxGroup } from "./checkbox-group";
import type { AnyFormOf } from "./text-field";

type CheckboxGroupFieldProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  legend: string;
  options: readonly string[];
  className?: string;
};

export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  legend,
  options,
  className,
}: CheckboxGroupFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          id={id}
          legend={legend}
          options={options}
          value={asList(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          className={className}
        />
      )}
    />
  );
}
