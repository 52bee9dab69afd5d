"use client";
import { numberProps } from "@/components/ui/input";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import type { ExperienceForm } from "./experience-fields";

export function ExperienceBookStep({ form }: { form: ExperienceForm }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="totalAccountsManaged" label="Total Accounts Managed" {...numberProps(1)} />
        <TextField form={form} name="existingCustomers" label="Existing Customers" {...numberProps(0)} />
        <TextField form={form} name="netNewProspects" label="Net New Prospects" {...numberProps(0)} />
        <TextField form={form} name="averageDealCycle" label="Average Deal Cycle (months)" {...numberProps(1, 0.5)} />
      </div>
      <TextAreaField
        form={form}
        name="achievements"
        label="Key Achievements"
        placeholder="e.g., 142% of quota in FY24, President's Club, largest deal in company history"
      />
      <TextAreaField
        form={form}
        name="description"
        label="Role Description"
        placeholder="Your territory, segment, products and what the role owned"
      />
    </>
  );
}
