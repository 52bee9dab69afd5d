"use client";
// The About Me form: five tabs of text and list fields, one save.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { DialogActions } from "@/components/ui/form-dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntitySave } from "@/components/wizard/use-entity-save";
import { ABOUT_ME_PATH } from "@/lib/hooks/use-portfolio";
import type { AboutMe } from "@/lib/types";
import { aboutMeSchema, type AboutMeFormValues, type AboutMeInput } from "@/lib/validators/about-me";
import { ABOUT_SECTIONS, sectionOf, type AboutFieldSpec } from "./about-me-sections";
import { ListFormField } from "@/components/wizard/list-form-field";

type AboutForm = UseFormReturn<AboutMeFormValues, unknown, AboutMeInput>;

const ALL_FIELDS = ABOUT_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

const TEXTS = entitySaveTexts({
  saved: { title: "About Me saved", description: "Your profile has been updated." },
  failedTo: "save About Me",
});

function defaultValues(about: AboutMe | null): AboutMeFormValues {
  return {
    personalSummary: about?.personalSummary ?? "",
    careerHighlights: about?.careerHighlights ?? [],
    coreValues: about?.coreValues ?? [],
    salesPhilosophy: about?.salesPhilosophy ?? "",
    industryExpertise: about?.industryExpertise ?? [],
    personalInterests: about?.personalInterests ?? [],
    languages: about?.languages ?? [],
    certifications: about?.certifications ?? [],
    volunteerWork: about?.volunteerWork ?? "",
    personalWebsite: about?.personalWebsite ?? "",
  };
}

function AboutField({ form, spec }: { form: AboutForm; spec: AboutFieldSpec }) {
  const id = `about-${spec.name}`;
  const error = form.formState.errors[spec.name]?.message;
  if (spec.kind === "list") {
    return <ListFormField form={form} name={spec.name} id={id} label={spec.label} placeholder={spec.placeholder} />;
  }
  const control = { id, placeholder: spec.placeholder, ...fieldErrorProps(id, error), ...form.register(spec.name) };
  return (
    <FormField id={id} label={spec.label} error={error}>
      {spec.multiline ? <Textarea rows={4} {...control} /> : <Input type={spec.type} {...control} />}
    </FormField>
  );
}

export function AboutMeFormBody({ about, onDone }: { about: AboutMe | null; onDone: () => void }) {
  const [tab, setTab] = useState(ABOUT_SECTIONS[0]!.value);
  const form = useForm<AboutMeFormValues, unknown, AboutMeInput>({
    resolver: zodResolver(aboutMeSchema),
    defaultValues: defaultValues(about),
  });

  /** A refused save opens the tab of the first field in error. */
  const showFirstError = (fields: readonly string[]) => {
    const section = fields.map(sectionOf).find(Boolean);
    if (section) setTab(section);
  };

  // One About Me a user: it is always POSTed (the server creates or replaces it).
  const { submit, pending } = useEntitySave({
    path: ABOUT_ME_PATH,
    editingId: undefined,
    form,
    texts: TEXTS,
    fields: ALL_FIELDS,
    onFieldErrors: showFirstError,
    onSaved: onDone,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="About Me sections" className="h-auto w-full flex-wrap justify-start">
          {ABOUT_SECTIONS.map((section) => (
            <TabsTrigger key={section.value} value={section.value} className="h-9">
              {section.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ABOUT_SECTIONS.map((section) => (
          <TabsContent key={section.value} value={section.value} className="mt-4 grid gap-5">
            {section.fields.map((spec) => (
              <AboutField key={spec.name} form={form} spec={spec} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
      <DialogActions onCancel={onDone} lockCancel pending={pending} pendingLabel="Saving...">
        Save
      </DialogActions>
    </form>
  );
}
