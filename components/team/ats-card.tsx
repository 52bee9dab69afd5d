"use client";
// The applicant tracking system, for owners and admins of an Enterprise organisation: which ATS (Greenhouse or
// Lever), its API key (kept sealed and never shown again: only its last four characters) and the ATS user the
// hand-offs are recorded as. Recruiters then send a shared portfolio to it (ats-send-card.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDate } from "@/lib/format";
import {
  ATS_ACTING_USER_LABELS,
  ATS_PROVIDER_LABELS,
  ATS_PROVIDERS,
  atsSettingsSchema,
  type AtsSettingsInput,
  type AtsSettingsView,
} from "@/lib/validators/ats";
import { QueryState, Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useAtsSettings, useRemoveAtsSettings, useSaveAtsSettings } from "./use-org-api";

const KEY_HINTS: Record<AtsSettingsInput["provider"], string> = {
  greenhouse:
    "A Harvest API key (Configure → Dev Center → API Credential Management) allowed to create candidates, add attachments and notes.",
  lever: "A Lever API key (Settings → Integrations and API → API Credentials) with the opportunities and files scopes.",
};

function AtsForm({ orgId, saved }: { orgId: number; saved: AtsSettingsView }) {
  const form = useForm<AtsSettingsInput>({
    resolver: zodResolver(atsSettingsSchema),
    defaultValues: {
      provider: saved.configured ? saved.provider : "greenhouse",
      apiKey: "",
      onBehalfOf: saved.configured ? (saved.onBehalfOf ?? "") : "",
    },
  });
  const save = useSaveAtsSettings(orgId, form);
  const remove = useRemoveAtsSettings(orgId);
  const provider = useWatch({ control: form.control, name: "provider" });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => form.reset({ ...values, apiKey: "" }) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="ats-provider" label="Applicant tracking system" error={errors.provider?.message}>
        <NativeSelect id="ats-provider" {...form.register("provider")}>
          {ATS_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {ATS_PROVIDER_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="ats-api-key"
        label="API key"
        error={errors.apiKey?.message}
        hint={
          saved.configured && saved.keyLast4
            ? `Saved, ending in ${saved.keyLast4}. Enter the key again to change the settings.`
            : KEY_HINTS[provider]
        }
      >
        <Input
          id="ats-api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          {...fieldErrorProps("ats-api-key", errors.apiKey?.message)}
          {...form.register("apiKey")}
        />
      </FormField>
      <FormField
        id="ats-acting-user"
        label={ATS_ACTING_USER_LABELS[provider]}
        error={errors.onBehalfOf?.message}
        hint={`The ${ATS_PROVIDER_LABELS[provider]} user that candidates, notes and files are recorded as.`}
      >
        <Input
          id="ats-acting-user"
          autoComplete="off"
          spellCheck={false}
          {...fieldErrorProps("ats-acting-user", errors.onBehalfOf?.message)}
          {...form.register("onBehalfOf")}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Checking the key..." : "Save"}
        </Button>
        {saved.configured ? (
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function AtsCard({ org }: { org: OrgSummary }) {
  const enterprise = org.tier === "enterprise";
  const settings = useAtsSettings(org.id, enterprise);
  return (
    <Section
      title="Applicant tracking (ATS)"
      description={
        enterprise
          ? "Recruiters send a rep's shared portfolio, its link and its PDF, to Greenhouse or Lever as a candidate."
          : `Sending portfolios to Greenhouse or Lever is part of the Enterprise plan, which ${org.name} is not on yet.`
      }
    >
      {enterprise ? (
        <QueryState query={settings} label="Loading the ATS settings">
          {(saved) => (
            <div className="grid gap-4">
              {saved.configured ? (
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="success">{ATS_PROVIDER_LABELS[saved.provider]} connected</Badge>
                  {saved.updatedAt ? (
                    <span className="text-muted-foreground">Saved {formatDate(saved.updatedAt)}</span>
                  ) : null}
                </p>
              ) : null}
              <AtsForm key={saved.configured ? saved.updatedAt : "none"} orgId={org.id} saved={saved} />
            </div>
          )}
        </QueryState>
      ) : null}
    </Section>
  );
}
