"use client";
// The About Me form: five tabs of text and list fields, one save.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/toast";
import { setServerFieldErrors } from "@/components/achievements/server-field-errors";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useSaveAboutMe } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";
import type { AboutMe } from "@/lib/types";
import { aboutMeSchema, type AboutMeFormValues, type AboutMeInput } from "@/lib/validators/about-me";
import { ABOUT_SECTIONS, sectionOf, type AboutFieldSpec } from "./about-me-sections";
import { ListField } from "./list-field";

type AboutForm = UseFormReturn<AboutMeFormValues, unknown, AboutMeInput>;

const ALL_FIELDS = ABOUT_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

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
    return (
      <Controller
        control={form.control}
        name={spec.name}
        render={({ field }) => (
          <ListField
            id={id}
            label={spec.label}
            placeholder={spec.placeholder}
            items={Array.isArray(field.value) ? field.value : []}
            onChange={field.onChange}
            error={error}
          />
        )}
      />
    );
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
  const save = useSaveAboutMe();

  /** A refused save opens the tab of the first field in error. */
  const showFirstError = (fields: readonly string[]) => {
    const section = fields.map(sectionOf).find(Boolean);
    if (section) setTab(section);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          toast.success("About Me saved", { description: "Your profile has been updated." });
          onDone();
        },
        onError: (error) => {
          showFirstError(setServerFieldErrors(error, form.setError, ALL_FIELDS));
          toastMutationError("Error", "Failed to save About Me. Please try again.", error);
        },
      }),
    (errors) => showFirstError(Object.keys(errors)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
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
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
