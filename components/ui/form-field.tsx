import { CircleAlert } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Alert, AlertDescription } from "./alert";
import { Input } from "./input";
import { Label } from "./label";

type FormFieldProps = {
  /** The id of the control; the label points at it and the error is linked by `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, the control, and the field's error under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** A field's error under it, linked to the control `id` by `fieldErrorProps`; nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** The aria attributes a control needs for its field's error. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(id) } : {};
}

/** What a control inside a field gets: its generated id and the aria attributes of the field's error. */
export type ControlProps = { id: string } & ReturnType<typeof fieldErrorProps>;

/** A field whose control is drawn by `control`, linked to its label and error by a generated id. */
export function LabelledControl({
  control,
  ...field
}: Omit<FormFieldProps, "id" | "children"> & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <FormField id={id} {...field}>
      {control({ id, ...fieldErrorProps(id, field.error) })}
    </FormField>
  );
}

type InputFieldProps = Omit<FormFieldProps, "children"> & Omit<ComponentProps<typeof Input>, "id" | "className">;

/** The common field: a labelled text input with its error linked to it. */
export function InputField({ id, label, error, hint, className, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input id={id} {...input} {...fieldErrorProps(id, error)} />
    </FormField>
  );
}

/** The e-mail address field of the sign-in and account forms. */
export function EmailField(props: Omit<InputFieldProps, "label" | "name" | "type">) {
  return (
    <InputField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      required
      {...props}
    />
  );
}

/** The account's password, asked to sign in or to confirm a change to the account. */
export function PasswordField(props: Omit<InputFieldProps, "name" | "type" | "autoComplete">) {
  return <InputField name="password" type="password" autoComplete="current-password" {...props} />;
}

/** A form's error that belongs to no one field (e.g. wrong credentials), above its fields. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
