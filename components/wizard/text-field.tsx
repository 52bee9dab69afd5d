"use client";
// A labelled text box (or text area) bound to a react-hook-form field, with that field's error under it.
import { useId, type ComponentProps, type ReactNode } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

// The form's output type does not matter to a field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormOf<T extends FieldValues> = UseFormReturn<T, any, any>;

type CommonProps<T extends FieldValues> = {
  form: AnyFormOf<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  className?: string;
  registerOptions?: RegisterOptions<T, Path<T>>;
};

type TextFieldProps<T extends FieldValues> = CommonProps<T> &
  Omit<ComponentProps<"input">, "name" | "form" | "id" | "className">;

/** The message of a field's error (nested names like "stakeholders.0.name" work). */
export function useFieldError<T extends FieldValues>(form: AnyFormOf<T>, name: Path<T>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  registerOptions,
  ...props
}: TextFieldProps<T>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input id={id} {...props} {...form.register(name, registerOptions)} {...fieldErrorProps(id, error)} />
    </FormField>
  );
}

type TextAreaFieldProps<T extends FieldValues> = CommonProps<T> &
  Omit<ComponentProps<"textarea">, "name" | "form" | "id" | "className">;

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  registerOptions,
  ...props
}: TextAreaFieldProps<T>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea
        id={id}
        rows={3}
        className="min-h-20"
        {...props}
        {...form.register(name, registerOptions)}
        {...fieldErrorProps(id, error)}
      />
    </FormField>
  );
}
