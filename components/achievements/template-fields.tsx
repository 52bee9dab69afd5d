"use client";
// A template's own fields (its metrics), with required ones starred; the form's standard fields are skipped here.
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FieldError, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { TemplateField } from "@/lib/templates";
import type { AchievementFormValues } from "@/lib/validators/achievement";

/** Fields the achievement form already has: a template asking for them gets the standard field. */
const STANDARD_FIELDS = new Set([
  "title",
  "description",
  "challenges",
  "solution",
  "impact",
  "timeframe",
  "customerStory",
]);

export function extraTemplateFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.filter((field) => !STANDARD_FIELDS.has(field.name));
}

const INPUT_PROPS: Record<
  Exclude<TemplateField["type"], "textarea">,
  { type: string; inputMode?: "decimal" | "numeric" }
> = {
  text: { type: "text" },
  number: { type: "text", inputMode: "decimal" },
  currency: { type: "text", inputMode: "decimal" },
  percent: { type: "text", inputMode: "decimal" },
  date: { type: "date" },
  url: { type: "url" },
};

type TemplateFieldsProps = {
  fields: readonly TemplateField[];
  register: UseFormRegister<AchievementFormValues>;
  errors: FieldErrors<AchievementFormValues>;
};

export function TemplateFields({ fields, register, errors }: TemplateFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `metric-${field.name}`;
        const error = (errors.metrics as Record<string, { message?: string } | undefined> | undefined)?.[field.name]
          ?.message;
        const control = {
          id,
          placeholder: field.placeholder,
          "aria-required": field.required || undefined,
          ...fieldErrorProps(id, error),
          ...register(`metrics.${field.name}`),
        };
        return (
          <div key={field.name} className={field.type === "textarea" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
            <Label htmlFor={id}>
              {field.label}
              {field.required ? (
                <span className="text-destructive" aria-hidden="true">
                  {" *"}
                </span>
              ) : null}
            </Label>
            {field.type === "textarea" ? (
              <Textarea rows={3} {...control} />
            ) : (
              <Input {...INPUT_PROPS[field.type]} {...control} />
            )}
            <FieldError id={id} error={error} />
          </div>
        );
      })}
    </div>
  );
}
