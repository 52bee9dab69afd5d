"use client";
import { CheckboxGroupField } from "@/components/wizard/checkbox-group-field";
import { SelectField } from "@/components/wizard/select-field";
import { TextField } from "@/components/wizard/text-field";
import { COMPANY_TYPES, EMPLOYEE_RANGES, MARKET_COMPLEXITIES, REVENUE_SIZES } from "@/lib/options";
import type { ExperienceForm } from "./experience-fields";

export function ExperienceCompanyStep({ form }: { form: ExperienceForm }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="duration"
          label="Duration"
          placeholder="e.g., 2 years 3 months"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="location"
          label="Location"
          placeholder="e.g., Austin, TX (Remote)"
          autoComplete="off"
        />
      </div>
      <CheckboxGroupField form={form} name="companyRevenueSize" legend="Company Revenue Size" options={REVENUE_SIZES} />
      <CheckboxGroupField form={form} name="companyEmployeeCount" legend="Employee Count" options={EMPLOYEE_RANGES} />
      <CheckboxGroupField form={form} name="companyType" legend="Company Type" options={COMPANY_TYPES} />
      <SelectField
        form={form}
        name="marketComplexity"
        label="Market Complexity"
        placeholder="Select the buying complexity"
        options={MARKET_COMPLEXITIES}
      />
    </>
  );
}
