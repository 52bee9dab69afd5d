"use client";
import { CheckboxGroupField } from "@/components/wizard/checkbox-group-field";
import { PERSONAS, VERTICALS } from "@/lib/options";
import type { ExperienceForm } from "./experience-fields";
import { RevenueMixSliders } from "./revenue-mix-sliders";

export function ExperienceMarketsStep({ form }: { form: ExperienceForm }) {
  return (
    <>
      <CheckboxGroupField form={form} name="verticals" legend="Industry Verticals" options={VERTICALS} />
      <CheckboxGroupField form={form} name="personas" legend="Buyer Personas" options={PERSONAS} />
      <RevenueMixSliders form={form} />
    </>
  );
}
