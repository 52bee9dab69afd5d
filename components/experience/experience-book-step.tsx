"use client";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import type { ExperienceForm } from "./experience-fields";

export function ExperienceBookStep({ form }: { form: ExperienceForm }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="totalAccountsManaged"
          label="Total Accounts Managed"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="existingCustomers"
          label="Existing Customers"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="netNewProspects"
          label="Net New Prospects"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="averageDealCycle"
          label="Average Deal Cycle (months)"
          type="number"
          min={1}
          step={0.5}
          inputMode="decimal"
        />
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
