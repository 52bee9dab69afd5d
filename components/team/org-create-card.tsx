"use client";
// For someone in no organisation yet: create one (they become its owner) and invite the team from there.
import { zodResolver } from "@hookform/resolvers/zod";
import { Building2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createOrgSchema } from "@/lib/validators/org";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useCreateOrg } from "./use-org-api";

export function OrgCreateCard({ onCreated }: { onCreated: (org: OrgSummary) => void }) {
  const form = useForm({ resolver: zodResolver(createOrgSchema), defaultValues: { name: "" } });
  const create = useCreateOrg(form);
  const error = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (org) => {
        form.reset();
        onCreated(org);
      },
    }),
  );
  return (
    <Section
      title="Create your organisation"
      description="You are not in an organisation yet. Create one for your team: you become its owner and can invite your managers and sellers."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="org-name" label="Organisation name" error={error}>
          <Input
            id="org-name"
            autoComplete="organization"
            {...fieldErrorProps("org-name", error)}
            {...form.register("name")}
          />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <Building2 aria-hidden="true" />
          {create.isPending ? "Creating..." : "Create organisation"}
        </Button>
      </form>
    </Section>
  );
}
