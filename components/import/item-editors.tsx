"use client";
// The inline editor of each group: the extracted fields, and the details the entity's own form requires that a
// document cannot give (labels as in the manual forms).
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { asList, CheckboxGroup } from "@/components/wizard/checkbox-group";
import { RangeInput } from "@/components/wizard/range-input";
import { categoryLabel } from "@/lib/achievement-category";
import type { ItemErrors } from "@/lib/import-items";
import {
  COMMUNICATION_FREQUENCIES,
  COMPANY_TYPES,
  EMPLOYEE_RANGES,
  EXECUTIVE_LEVELS,
  MARKET_COMPLEXITIES,
  PERSONAS,
  RELATIONSHIP_TYPES,
  REVENUE_SIZES,
  VERTICALS,
  WORKING_RELATIONSHIPS,
} from "@/lib/options";
import { ALL_ACHIEVEMENT_CATEGORIES } from "@/lib/validators/achievement";
import type {
  ExtractedAboutMe,
  ExtractedReference,
  ExtractedAchievement,
  ExtractedDealHighlight,
  ExtractedExecutive,
  ExtractedExperience,
  ExtractedGroup,
  ExtractedQuotaRecord,
  ItemDetails,
} from "@/lib/validators/import";
import { AmountInput, SelectInput, TextAreaInput, TextInput } from "./review-fields";
import type { ExtractedItem } from "./use-import-review";

export type EditorProps<T extends ExtractedItem> = {
  item: T;
  details: ItemDetails;
  /** Shown only once the rep has tried to import (until then the item carries a "Needs details" badge). */
  errors: ItemErrors;
  onItem: (patch: Partial<T>) => void;
  onDetails: (patch: ItemDetails) => void;
};

const orNull = (value: string) => (value.trim() === "" ? null : value);
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const grid = "grid gap-3 sm:grid-cols-2";

const PERIODS = [{ value: "", label: "Full year" }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` }))];

function QuotaEditor({ item, errors, onItem }: EditorProps<ExtractedQuotaRecord>) {
  return (
    <div className={grid}>
      <TextInput
        label="Year"
        type="number"
        inputMode="numeric"
        value={item.year === null ? "" : String(item.year)}
        onValue={(v) => onItem({ year: v.trim() === "" || !Number.isFinite(Number(v)) ? null : Number(v) })}
        error={errors.year}
      />
      <SelectInput
        label="Period"
        value={item.quarter === null ? "" : String(item.quarter)}
        onValue={(v) => onItem({ quarter: v ? Number(v) : null })}
        options={PERIODS}
        error={errors.quarter}
      />
      <AmountInput label="Quota" value={item.quota} onValue={(quota) => onItem({ quota })} error={errors.quota} />
      <AmountInput
        label="Attainment"
        value={item.attainment}
        onValue={(attainment) => onItem({ attainment })}
        error={errors.attainment}
        hint="Left blank, it is worked out from the quota and the percent."
      />
      <TextInput
        label="Attainment %"
        inputMode="decimal"
        value={item.attainmentPercent ?? ""}
        onValue={(v) => onItem({ attainmentPercent: orNull(v.replace(/[%\s]/g, "")) })}
        error={errors.attainmentPercent}
      />
    </div>
  );
}

function DealEditor({ item, errors, onItem }: EditorProps<ExtractedDealHighlight>) {
  return (
    <div className="grid gap-3">
      <TextInput label="Deal Title" value={item.title} onValue={(title) => onItem({ title })} error={errors.title} />
      <TextAreaInput
        label="Deal Description"
        value={item.description}
        onValue={(description) => onItem({ description })}
        error={errors.description}
      />
      <AmountInput
        label="ARR Value"
        value={item.arrValue}
        onValue={(arrValue) => onItem({ arrValue })}
        error={errors.arrValue}
      />
    </div>
  );
}

function OptionsField({
  legend,
  options,
  field,
  details,
  errors,
  onDetails,
}: { legend: string; options: readonly string[]; field: string } & Pick<
  EditorProps<ExtractedExperience>,
  "details" | "errors" | "onDetails"
>) {
  const id = useId();
  return (
    <CheckboxGroup
      id={id}
      legend={legend}
      options={options}
      value={asList(details[field])}
      onChange={(value) => onDetails({ [field]: value })}
      error={errors[field]}
      className="rounded-lg border border-border p-3"
    />
  );
}

function ExperienceEditor({ item, details, errors, onItem, onDetails }: EditorProps<ExtractedExperience>) {
  const mixId = useId();
  // Unstated until the rep moves the slider: a job imported as it is shows no mix it was never given.
  const stated = details.netNewLogoPercent !== null && details.netNewLogoPercent !== undefined;
  const newLogo = stated ? Number(details.netNewLogoPercent) : 50;
  const field = (name: string) => ({
    value: text(details[name]),
    onValue: (v: string) => onDetails({ [name]: v }),
    error: errors[name],
  });
  const options = { details, errors, onDetails };
  return (
    <div className="grid gap-3">
      <div className={grid}>
        <TextInput
          label="Role"
          value={item.title ?? ""}
          onValue={(v) => onItem({ title: orNull(v) })}
          error={errors.title}
        />
        <TextInput
          label="Company"
          value={item.company ?? ""}
          onValue={(v) => onItem({ company: orNull(v) })}
          error={errors.company}
        />
        <TextInput
          label="Start Date"
          placeholder="YYYY-MM"
          value={item.startDate ?? ""}
          onValue={(v) => onItem({ startDate: orNull(v.trim()) })}
          error={errors.startDate}
          hint="YYYY, YYYY-MM or YYYY-MM-DD"
        />
        <TextInput
          label="End Date"
          placeholder="YYYY-MM"
          value={item.endDate ?? ""}
          onValue={(v) => onItem({ endDate: orNull(v.trim()) })}
          error={errors.endDate}
          hint="Blank while it is your current role"
        />
        <TextInput label="Duration" placeholder="e.g., 2 years 3 months" {...field("duration")} />
        <TextInput label="Location" placeholder="e.g., Austin, TX (Remote)" {...field("location")} />
      </div>
      <OptionsField legend="Company Revenue Size" options={REVENUE_SIZES} field="companyRevenueSize" {...options} />
      <OptionsField legend="Employee Count" options={EMPLOYEE_RANGES} field="companyEmployeeCount" {...options} />
      <OptionsField legend="Company Type" options={COMPANY_TYPES} field="companyType" {...options} />
      <SelectInput
        label="Market Complexity"
        options={MARKET_COMPLEXITIES}
        placeholder="Select the buying complexity"
        {...field("marketComplexity")}
      />
      <OptionsField legend="Industry Verticals" options={VERTICALS} field="verticals" {...options} />
      <OptionsField legend="Buyer Personas" options={PERSONAS} field="personas" {...options} />
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={mixId}>Net New Logos</Label>
          <span className="text-sm tabular-nums">
            {stated ? `${newLogo}% new logos · ${100 - newLogo}% expansion` : "Not stated (move the slider to set it)"}
          </span>
        </div>
        <RangeInput
          id={mixId}
          min={0}
          max={100}
          step={5}
          value={newLogo}
          aria-valuetext={stated ? `${newLogo}% new logos, ${100 - newLogo}% expansion` : "Not stated"}
          onChange={(event) => {
            const value = Number(event.target.value);
            onDetails({ netNewLogoPercent: value, expansionPercent: 100 - value });
          }}
        />
      </div>
      <div className={grid}>
        <TextInput
          label="Total Accounts Managed"
          type="number"
          inputMode="numeric"
          {...field("totalAccountsManaged")}
        />
        <TextInput label="Existing Customers" type="number" inputMode="numeric" {...field("existingCustomers")} />
        <TextInput label="Net New Prospects" type="number" inputMode="numeric" {...field("netNewProspects")} />
        <TextInput
          label="Average Deal Cycle (months)"
          type="number"
          inputMode="decimal"
          step={0.5}
          {...field("averageDealCycle")}
        />
      </div>
      <TextAreaInput label="Key Achievements" placeholder="What did you achieve?" {...field("achievements")} />
      <TextAreaInput
        label="Role Description"
        placeholder="Your territory, segment, products and what the role owned"
        {...field("description")}
      />
    </div>
  );
}

const CATEGORY_OPTIONS = ALL_ACHIEVEMENT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

function AchievementEditor({ item, details, errors, onItem, onDetails }: EditorProps<ExtractedAchievement>) {
  return (
    <div className="grid gap-3">
      <TextInput label="Title" value={item.title} onValue={(title) => onItem({ title })} error={errors.title} />
      <TextAreaInput
        label="Description"
        value={item.description}
        onValue={(description) => onItem({ description })}
        error={errors.description}
      />
      <div className={grid}>
        <SelectInput
          label="Category"
          value={item.category}
          onValue={(category) => onItem({ category })}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
        {item.category === "recognition" ? (
          <TextInput
            label="Date Received"
            type="date"
            value={text(details.dateReceived)}
            onValue={(dateReceived) => onDetails({ dateReceived })}
            error={errors.dateReceived}
          />
        ) : null}
      </div>
    </div>
  );
}

function ExecutiveEditor({ item, details, errors, onItem, onDetails }: EditorProps<ExtractedExecutive>) {
  const field = (name: string) => ({
    value: text(details[name]),
    onValue: (v: string) => onDetails({ [name]: v }),
    error: errors[name],
  });
  return (
    <div className={grid}>
      <TextInput
        label="Executive Name"
        value={item.executiveName}
        onValue={(executiveName) => onItem({ executiveName })}
        error={errors.executiveName}
      />
      <TextInput
        label="Title"
        value={item.executiveTitle ?? ""}
        onValue={(v) => onItem({ executiveTitle: orNull(v) })}
        error={errors.executiveTitle}
      />
      <TextInput
        label="Company"
        value={item.executiveCompany ?? ""}
        onValue={(v) => onItem({ executiveCompany: orNull(v) })}
        error={errors.executiveCompany}
      />
      <SelectInput
        label="Executive Level"
        options={EXECUTIVE_LEVELS}
        placeholder="Select a level"
        {...field("executiveLevel")}
      />
      <SelectInput
        label="Relationship"
        options={RELATIONSHIP_TYPES}
        placeholder="Select a relationship"
        {...field("relationship")}
      />
      <SelectInput
        label="Communication Frequency"
        options={COMMUNICATION_FREQUENCIES}
        placeholder="Select how often you talk"
        {...field("communicationFrequency")}
      />
      <TextInput
        label="Connection Strength (1-10)"
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        {...field("connectionStrength")}
      />
    </div>
  );
}

function ReferenceEditor({ item, details, errors, onItem, onDetails }: EditorProps<ExtractedReference>) {
  return (
    <div className="grid gap-3">
      <div className={grid}>
        <TextInput
          label="Reference Name"
          value={item.referenceName}
          onValue={(referenceName) => onItem({ referenceName })}
          error={errors.referenceName}
        />
        <TextInput
          label="Title"
          value={item.referenceTitle ?? ""}
          onValue={(v) => onItem({ referenceTitle: orNull(v) })}
          error={errors.referenceTitle}
        />
        <TextInput
          label="Company"
          value={item.referenceCompany ?? ""}
          onValue={(v) => onItem({ referenceCompany: orNull(v) })}
          error={errors.referenceCompany}
        />
        <SelectInput
          label="Working Relationship"
          options={WORKING_RELATIONSHIPS}
          placeholder="Select a working relationship"
          value={text(details.workingRelationship)}
          onValue={(workingRelationship) => onDetails({ workingRelationship })}
          error={errors.workingRelationship}
        />
      </div>
      <TextAreaInput
        label="Testimonial (optional)"
        value={item.testimonial ?? ""}
        onValue={(v) => onItem({ testimonial: orNull(v) })}
        error={errors.testimonial}
      />
    </div>
  );
}

function AboutMeEditor({ item, errors, onItem }: EditorProps<ExtractedAboutMe>) {
  return (
    <div className="grid gap-3">
      <TextInput
        label="Headline"
        value={item.headline ?? ""}
        onValue={(v) => onItem({ headline: orNull(v) })}
        error={errors.headline}
      />
      <TextAreaInput
        label="Personal Summary"
        value={item.summary ?? ""}
        onValue={(v) => onItem({ summary: orNull(v) })}
        error={errors.summary}
      />
    </div>
  );
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export const ITEM_EDITORS: Record<ExtractedGroup, (props: EditorProps<any>) => React.JSX.Element> = {
  quotaRecords: QuotaEditor,
  dealHighlights: DealEditor,
  experiences: ExperienceEditor,
  achievements: AchievementEditor,
  executiveCircle: ExecutiveEditor,
  references: ReferenceEditor,
  aboutMe: AboutMeEditor,
};
/* eslint-enable @typescript-eslint/no-explicit-any */
