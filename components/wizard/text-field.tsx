"use client";
// A labelled text box (or text area) bound to a react-hook-form field, with that field's error under it.
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { LabelledControl, type ControlProps } from "@/components/ui/form-field";
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

/** The field's label and error around the control `render` draws, bound to the form by `name`. */
function BoundField<T extends FieldValues, P>({
  form,
  name,
  label,
  hint,
  className,
  registerOptions,
  render,
  ...props
}: CommonProps<T> & P & { render: (props: Omit<P, keyof CommonProps<T>> & ControlProps) => ReactNode }) {
  return (
    <LabelledControl
      {...{ label, hint, className }}
      error={useFieldError(form, name)}
      control={(control) => render({ ...props, ...form.register(name, registerOptions), ...control })}
    />
  );
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  return <BoundField {...props} render={(control) => <Input {...control} />} />;
}

type TextAreaFieldProps<T extends FieldValues> = CommonProps<T> &
  Omit<ComponentProps<"textarea">, "name" | "form" | "id" | "className">;

export function TextAreaField<T extends FieldValues>(props: TextAreaFieldProps<T>) {
  return <BoundField {...props} render={(control) => <Textarea rows={3} className="min-h-20" {...control} />} />;
}
