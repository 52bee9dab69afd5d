"use client";
// The achievement form's fields and save: template badge and fields, the standard fields, create or edit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch, type Path, type Resolver } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { DialogActions } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntitySave } from "@/components/wizard/use-entity-save";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import type { Achievement, Template } from "@/lib/types";
import { achievementFormSchema, type AchievementFormValues, type AchievementInput } from "@/lib/validators/achievement";
import { categoryOptions, TemplateIcon } from "./category-display";
import { NativeSelect } from "@/components/ui/native-select";
import { extraTemplateFields, TemplateFields } from "./template-fields";

type TextFieldName = "challenges" | "solution" | "impact" | "timeframe" | "tags" | "customerStory";

const STORY_FIELDS: { name: TextFieldName; label: string; placeholder: string; multiline?: boolean }[] = [
  { name: "challenges", label: "Challenges", placeholder: "What stood in the way?", multiline: true },
  { name: "solution", label: "Solution", placeholder: "What did you do about it?", multiline: true },
  { name: "impact", label: "Business Impact", placeholder: "What changed for the business?", multiline: true },
  { name: "timeframe", label: "Timeframe", placeholder: "e.g. Q3 2024" },
  { name: "tags", label: "Tags (comma separated)", placeholder: "e.g. enterprise, new logo, competitive" },
  {
    name: "customerStory",
    label: "Customer Story (optional)",
    placeholder: "The customer's side of the story",
    multiline: true,
  },
];

const FORM_FIELDS: Path<AchievementFormValues>[] = [
  "title",
  "description",
  "category",
  "metrics",
  "dateReceived",
  ...STORY_FIELDS.map((field) => field.name),
];

const TEXTS = entitySaveTexts({
  created: { title: "Achievement created", description: "Your achievement has been added to your portfolio." },
  updated: { title: "Achievement updated", description: "Your changes have been saved." },
  failedTo: { create: "create achievement", update: "update achievement" },
});

function defaultValues(achievement: Achievement | undefined, template: Template | undefined): AchievementFormValues {
  return {
    title: achievement?.title ?? "",
    description: achievement?.description ?? "",
    category: achievement?.category ?? template?.category ?? "enterprise_deal",
    metrics: {
      ...Object.fromEntries(extraTemplateFields(template?.fields ?? []).map((field) => [field.name, ""])),
      ...achievement?.metrics,
    },
    challenges: achievement?.challenges ?? "",
    solution: achievement?.solution ?? "",
    impact: achievement?.impact ?? "",
    timeframe: achievement?.timeframe ?? "",
    tags: achievement?.tags.join(", ") ?? "",
    customerStory: achievement?.customerStory ?? "",
    dateReceived: achievement?.dateReceived ?? "",
  };
}

/** Only the form's own fields: an edit must not wipe what other flows stored (aiEnhanced, proof, stakeholders). */
function toBody(values: AchievementInput) {
  const { title, description, category, metrics, challenges, solution, impact, timeframe, tags, customerStory } =
    values;
  return {
    title,
    description,
    category,
    metrics,
    challenges,
    solution,
    impact,
    timeframe,
    tags,
    customerStory,
    ...(category === "recognition" ? { dateReceived: values.dateReceived } : {}),
  };
}

type AchievementFormBodyProps = { achievement?: Achievement; template?: Template; onDone: () => void };

export function AchievementFormBody({ achievement, template, onDone }: AchievementFormBodyProps) {
  const extraFields = useMemo(() => extraTemplateFields(template?.fields ?? []), [template]);
  const resolver = useMemo(() => {
    const required = extraFields.filter((field) => field.required);
    const resolve: Resolver<AchievementFormValues, unknown, AchievementInput> = (values, context, options) =>
      zodResolver(achievementFormSchema(values.category, required))(values, context, options);
    return resolve;
  }, [extraFields]);
  const form = useForm<AchievementFormValues, unknown, AchievementInput>({
    resolver,
    defaultValues: defaultValues(achievement, template),
  });
  const category = useWatch({ control: form.control, name: "category" });
  const { submit, pending: saving } = useEntitySave({
    path: PORTFOLIO_PATHS.achievements,
    editingId: achievement?.id,
    form,
    texts: TEXTS,
    toBody,
    fields: FORM_FIELDS,
    onSaved: onDone,
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {template ? (
        <div className="grid gap-1.5 rounded-lg border border-primary/20 bg-accent/50 p-3">
          <Badge variant="info">
            <TemplateIcon name={template.icon} aria-hidden="true" />
            {template.name}
          </Badge>
          <p className="text-sm text-muted-foreground">{template.description}</p>
        </div>
      ) : null}

      <FormField id="achievement-title" label="Title" error={errors.title?.message}>
        <Input
          id="achievement-title"
          placeholder="e.g. Closed the largest deal in region history"
          aria-required
          {...fieldErrorProps("achievement-title", errors.title?.message)}
          {...form.register("title")}
        />
      </FormField>

      {template ? null : (
        <FormField id="achievement-category" label="Category" error={errors.category?.message}>
          <NativeSelect
            id="achievement-category"
            {...fieldErrorProps("achievement-category", errors.category?.message)}
            {...form.register("category")}
          >
            {categoryOptions(achievement?.category ?? "enterprise_deal").map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}

      <FormField
        id="achievement-description"
        label="Description"
        error={errors.description?.message}
        hint={achievement?.aiEnhanced ? "Your card shows the AI-enhanced version of this text." : undefined}
      >
        <Textarea
          id="achievement-description"
          rows={4}
          placeholder="What did you achieve?"
          aria-required
          {...fieldErrorProps("achievement-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>

      {category === "recognition" ? (
        <FormField id="achievement-date-received" label="Date Received" error={errors.dateReceived?.message}>
          <Input
            id="achievement-date-received"
            type="date"
            {...fieldErrorProps("achievement-date-received", errors.dateReceived?.message)}
            {...form.register("dateReceived")}
          />
        </FormField>
      ) : null}

      {extraFields.length > 0 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold">{template?.name} details</legend>
          <TemplateFields fields={extraFields} register={form.register} errors={errors} />
        </fieldset>
      ) : null}

      {STORY_FIELDS.map(({ name, label, placeholder, multiline }) => {
        const id = `achievement-${name}`;
        const error = errors[name]?.message;
        const control = { id, placeholder, ...fieldErrorProps(id, error), ...form.register(name) };
        return (
          <FormField key={name} id={id} label={label} error={error}>
            {multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
          </FormField>
        );
      })}

      <DialogActions onCancel={onDone} lockCancel pending={saving} editing={!!achievement} pendingLabel="Creating...">
        Create Achievement
      </DialogActions>
    </form>
  );
}
