"use client";
// The recruiter's filters, checked by the schema the API reads its query string with. Attainment counts verified
// periods only; there is no pay filter, by design.
import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { TALENT_ATTAINMENT_FLOORS, TALENT_SEGMENT_LABELS, TALENT_SEGMENTS } from "@/lib/talent";
import { talentSearchSchema } from "@/lib/validators/talent";
import type { TalentFilters } from "./use-talent-search";

const filtersSchema = talentSearchSchema.omit({ cursor: true });
type FilterValues = z.input<typeof filtersSchema>;

/** The band floors the API accepts, above 0: "Any" sends no minimum at all. */
const ATTAINMENT_CHOICES = TALENT_ATTAINMENT_FLOORS.filter((floor) => floor > 0);

export function TalentFiltersForm({ onSearch, busy }: { onSearch: (filters: TalentFilters) => void; busy: boolean }) {
  const form = useForm<FilterValues, unknown, TalentFilters>({
    resolver: zodResolver(filtersSchema),
    defaultValues: { q: "", segment: "", minAttainment: "", location: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      role="search"
      aria-label="Talent search"
      onSubmit={form.handleSubmit(onSearch)}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField id="talent-q" label="Keywords" error={errors.q?.message}>
        <Input
          id="talent-q"
          type="search"
          placeholder="e.g. account executive"
          {...fieldErrorProps("talent-q", errors.q?.message)}
          {...form.register("q")}
        />
      </FormField>
      <FormField id="talent-segment" label="Segment" error={errors.segment?.message}>
        <NativeSelect
          id="talent-segment"
          {...fieldErrorProps("talent-segment", errors.segment?.message)}
          {...form.register("segment")}
        >
          <option value="">Any segment</option>
          {TALENT_SEGMENTS.map((segment) => (
            <option key={segment} value={segment}>
              {TALENT_SEGMENT_LABELS[segment]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="talent-min-attainment" label="Minimum verified attainment" error={errors.minAttainment?.message}>
        <NativeSelect
          id="talent-min-attainment"
          {...fieldErrorProps("talent-min-attainment", errors.minAttainment?.message)}
          {...form.register("minAttainment")}
        >
          <option value="">Any</option>
          {ATTAINMENT_CHOICES.map((percent) => (
            <option key={percent} value={String(percent)}>
              {percent}% or more
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="talent-location" label="Location" error={errors.location?.message}>
        <Input
          id="talent-location"
          placeholder="e.g. Berlin"
          {...fieldErrorProps("talent-location", errors.location?.message)}
          {...form.register("location")}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={busy}>
          <Search aria-hidden="true" />
          {busy ? "Searching..." : "Search"}
        </Button>
      </div>
    </form>
  );
}
