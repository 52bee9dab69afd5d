"use client";
// The applicant tracking system, for owners and admins of an Enterprise organisation: which ATS (Greenhouse or
// Lever), its credentials (Greenhouse: a Harvest v3 client id and secret; Lever: an API key; the secret kept sealed
// and never shown again, only its last four characters) and the ATS user the hand-offs are recorded as. A Greenhouse
// connection saved with a Harvest API key, which Greenhouse retired, says so and asks for v3 credentials once.
// Recruiters then send a shared portfolio to it (ats-send-card.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
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
  type AtsProviderName,
  type AtsSettingsInput,
  type AtsSettingsView,
} from "@/lib/validators/ats";
import { QuerySection } from "./query-section";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useAtsSettings, useRemoveAtsSettings, useSaveAtsSettings } from "./use-org-api";

const ATS_TITLE = "Applicant tracking (ATS)";

const SECRET_HINTS: Record<AtsProviderName, string> = {
  greenhouse:
    "From a Harvest V3 (OAuth) credential (Configure → Dev Center → API Credentials) with the scopes to list and create candidates, and to add notes and attachments.",
  lever: "A Lever API key (Settings → Integrations and API → API Credentials) with the opportunities and files scopes.",
};

type SettingsFormProps = { orgId: number; saved: AtsSettingsView };

/** One text field of a provider's form; a secret one is a password input, emptied once the settings are saved. */
type FieldSpec = { name: Path<AtsSettingsInput>; id: string; label: string; hint?: string; secret?: boolean };

/** What a provider's form starts with and which fields it shows, from the saved settings. */
type ProviderSpec = {
  defaults: (saved: AtsSettingsView) => AtsSettingsInput;
  fields: (saved: AtsSettingsView) => FieldSpec[];
};

function Buttons({ orgId, saved, saving }: { orgId: number; saved: AtsSettingsView; saving: boolean }) {
  const remove = useRemoveAtsSettings(orgId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={saving}>
        {saving ? "Checking with the provider..." : "Save"}
      </Button>
      {saved.configured ? (
        <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      ) : null}
    </div>
  );
}

const savedHint = (saved: AtsSettingsView, provider: AtsProviderName, what: string) =>
  saved.configured && saved.provider === provider && saved.keyLast4 && !saved.needsCredentials
    ? `Saved, ending in ${saved.keyLast4}. Enter the ${what} again to change the settings.`
    : SECRET_HINTS[provider];

const savedUser = (saved: AtsSettingsView, provider: AtsProviderName) =>
  saved.configured && saved.provider === provider ? (saved.onBehalfOf ?? "") : "";

/** The ATS user the hand-offs are recorded as, in the provider's words; `more` adds where to find it. */
const actingUserField = (provider: AtsProviderName, more = ""): FieldSpec => ({
  name: "onBehalfOf",
  id: "ats-acting-user",
  label: ATS_ACTING_USER_LABELS[provider],
  hint: `The ${ATS_PROVIDER_LABELS[provider]} user that candidates, notes and files are recorded as.${more}`,
});

const PROVIDERS: Record<AtsProviderName, ProviderSpec> = {
  greenhouse: {
    defaults: (saved) => ({
      provider: "greenhouse",
      clientId: saved.configured ? (saved.clientId ?? "") : "",
      clientSecret: "",
      onBehalfOf: savedUser(saved, "greenhouse"),
    }),
    fields: (saved) => [
      { name: "clientId", id: "ats-client-id", label: "Client id" },
      {
        name: "clientSecret",
        id: "ats-client-secret",
        label: "Client secret",
        secret: true,
        hint: savedHint(saved, "greenhouse", "client secret"),
      },
      actingUserField("greenhouse", " Its number is in the address of the user's page in Greenhouse."),
    ],
  },
  lever: {
    defaults: (saved) => ({ provider: "lever", apiKey: "", onBehalfOf: savedUser(saved, "lever") }),
    fields: (saved) => [
      { name: "apiKey", id: "ats-api-key", label: "API key", secret: true, hint: savedHint(saved, "lever", "key") },
      actingUserField("lever"),
    ],
  },
};

function ProviderForm({ provider, orgId, saved }: SettingsFormProps & { provider: AtsProviderName }) {
  const spec = PROVIDERS[provider];
  const form = useForm<AtsSettingsInput>({
    resolver: zodResolver(atsSettingsSchema),
    defaultValues: spec.defaults(saved),
  });
  const save = useSaveAtsSettings(orgId, form);
  const fields = spec.fields(saved);
  const secrets = fields.filter((field) => field.secret).map((field) => field.name);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      // The secret is never shown again: the form keeps what was entered but the secret.
      onSuccess: () => form.reset({ ...values, ...Object.fromEntries(secrets.map((name) => [name, ""])) }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {fields.map((field) => {
        const error = form.getFieldState(field.name, form.formState).error?.message;
        return (
          <FormField key={field.id} id={field.id} label={field.label} error={error} hint={field.hint}>
            <Input
              id={field.id}
              type={field.secret ? "password" : "text"}
              autoComplete="off"
              spellCheck={false}
              {...fieldErrorProps(field.id, error)}
              {...form.register(field.name)}
            />
          </FormField>
        );
      })}
      <Buttons orgId={orgId} saved={saved} saving={save.isPending} />
    </form>
  );
}

function AtsForm({ orgId, saved }: SettingsFormProps) {
  const [provider, setProvider] = useState<AtsProviderName>(saved.configured ? saved.provider : "greenhouse");
  return (
    <div className="grid gap-4">
      <FormField id="ats-provider" label="Applicant tracking system">
        <NativeSelect
          id="ats-provider"
          value={provider}
          onChange={(event) => setProvider(event.target.value as AtsProviderName)}
        >
          {ATS_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {ATS_PROVIDER_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ProviderForm key={provider} provider={provider} orgId={orgId} saved={saved} />
    </div>
  );
}

export function AtsCard({ org }: { org: OrgSummary }) {
  const enterprise = org.tier === "enterprise";
  const settings = useAtsSettings(org.id, enterprise);
  // Off the Enterprise plan the settings are never loaded: the card only says what the plan would bring.
  if (!enterprise) {
    return (
      <Section
        title={ATS_TITLE}
        description={`Sending portfolios to Greenhouse or Lever is part of the Enterprise plan, which ${org.name} is not on yet.`}
      >
        {null}
      </Section>
    );
  }
  return (
    <QuerySection
      title={ATS_TITLE}
      description="Recruiters send a rep's shared portfolio, its link and its PDF, to Greenhouse or Lever as a candidate."
      query={settings}
      loadingLabel="Loading the ATS settings"
    >
      {(saved) => (
        <div className="grid gap-4">
          {saved.configured ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {saved.needsCredentials ? (
                <Badge variant="warning">{ATS_PROVIDER_LABELS[saved.provider]}: new credentials needed</Badge>
              ) : (
                <Badge variant="success">{ATS_PROVIDER_LABELS[saved.provider]} connected</Badge>
              )}
              {saved.updatedAt ? (
                <span className="text-muted-foreground">Saved {formatDate(saved.updatedAt)}</span>
              ) : null}
            </p>
          ) : null}
          {saved.configured && saved.message ? (
            <Alert variant="warning" role="status">
              <AlertTitle>New credentials needed</AlertTitle>
              <AlertDescription>{saved.message}</AlertDescription>
            </Alert>
          ) : null}
          <AtsForm key={saved.configured ? saved.updatedAt : "none"} orgId={org.id} saved={saved} />
        </div>
      )}
    </QuerySection>
  );
}
