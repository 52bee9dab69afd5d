"use client";
// Branding: owners and admins set the organisation's logo and colour; each member chooses whether their own shared
// page and PDF cover show them (nobody's page is branded without their say).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { SubmitRow } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { updateOrgSchema } from "@/lib/validators/org";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useShowBranding, useUpdateBranding } from "./use-org-api";

const HEX = /^#[0-9a-fA-F]{6}$/;

function BrandingForm({ org }: { org: OrgSummary }) {
  const form = useForm({
    resolver: zodResolver(updateOrgSchema),
    defaultValues: { logoUrl: org.logoUrl ?? "", brandColor: org.brandColor ?? "" },
  });
  const save = useUpdateBranding(org.id, form);
  const color = useWatch({ control: form.control, name: "brandColor" });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { logoUrl: values.logoUrl ?? null, brandColor: values.brandColor ?? null },
      { onSuccess: (saved) => form.reset({ logoUrl: saved.logoUrl ?? "", brandColor: saved.brandColor ?? "" }) },
    ),
  );
  const swatch = typeof color === "string" && HEX.test(color.trim()) ? color.trim() : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="logoUrl"
        label="Logo URL"
        hint="An https:// address of your logo image."
        type="url"
        inputMode="url"
        placeholder="https://example.com/logo.png"
      />
      <FormField
        id="brand-color"
        label="Brand colour"
        error={errors.brandColor?.message}
        hint="As #RRGGBB, e.g. #1d4ed8."
      >
        <div className="flex items-center gap-2">
          <Input
            id="brand-color"
            placeholder="#1d4ed8"
            autoComplete="off"
            spellCheck={false}
            {...fieldErrorProps("brand-color", errors.brandColor?.message)}
            {...form.register("brandColor")}
          />
          {/* A preview of the colour; the text beside it already says which. */}
          <span
            aria-hidden="true"
            className="size-10 shrink-0 rounded-md border border-border"
            style={
              swatch
                ? { backgroundColor: swatch }
                : { backgroundImage: "repeating-linear-gradient(45deg, var(--color-muted) 0 4px, transparent 4px 8px)" }
            }
          />
        </div>
      </FormField>
      <SubmitRow className="sm:col-span-2" pending={save.isPending} pendingLabel="Saving...">
        Save branding
      </SubmitRow>
    </form>
  );
}

function ShowBrandingSwitch({ org, userId }: { org: OrgSummary; userId: number }) {
  const save = useShowBranding(org.id, userId);
  // The switch moves at once; a failed save puts it back, a refreshed organisation list brings the stored choice.
  const [checked, setChecked] = useState(org.showBranding);
  const [stored, setStored] = useState(org.showBranding);
  if (stored !== org.showBranding) {
    setStored(org.showBranding);
    setChecked(org.showBranding);
  }
  const onChange = (value: boolean) => {
    if (save.isPending) return;
    setChecked(value);
    save.mutate(value, { onError: () => setChecked(org.showBranding) });
  };
  return (
    <div className="flex items-start justify-between gap-4">
      <Label htmlFor="show-branding" className="leading-normal">
        Show my organisation&apos;s branding on my shared page and PDF
      </Label>
      <Switch id="show-branding" checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function BrandingCard({ org, userId, canEdit }: { org: OrgSummary; userId: number; canEdit: boolean }) {
  return (
    <Section
      title="Branding"
      description={
        canEdit
          ? "Your organisation's logo and colour, shown on the shared pages and PDF covers of members who opt in."
          : undefined
      }
    >
      <div className="grid gap-6">
        {canEdit ? <BrandingForm key={org.id} org={org} /> : null}
        <ShowBrandingSwitch org={org} userId={userId} />
      </div>
    </Section>
  );
}
