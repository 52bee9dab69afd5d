"use client";
// The applicant tracking system, for owners and admins of an Enterprise organisation: which ATS (Greenhouse or
// Lever), its credentials (Greenhouse: a Harvest v3 client id and secret; Lever: an API key; the secret kept sealed
// and never shown again, only its last four characters) and the ATS user the hand-offs are recorded as. A Greenhouse
// connection saved with a Harvest API key, which Greenhouse retired, says so and asks for v3 credentials once.
// Recruiters then send a shared portfolio to it (ats-send-card.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
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
  type AtsSettingsView,
} from "@/lib/validators/ats";
import { QueryState, Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useAtsSettings, useRemoveAtsSettings, useSaveAtsSettings } from "./use-org-api";

const [greenhouseSchema, leverSchema] = atsSettingsSchema.options;

const SECRET_HINTS: Record<AtsProviderName, string> = {
  greenhouse:
    "From a Harvest V3 (OAuth) credential (Configure → Dev Center → API Credentials) with the scopes to list and create candidates, and to add notes and attachments.",
  lever: "A Lever API key (Settings → Integrations and API → API Credentials) with the opportunities and files scopes.",
};

type SettingsFormProps = { orgId: number; saved: AtsSettingsView };

/** A text field of the form, with its error wired to the input. */
function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error: FieldError | undefined;
  secret?: boolean;
  register: UseFormRegisterReturn;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error?.message} hint={props.hint}>
      <Input
        id={props.id}
        type={props.secret ? "password" : "text"}
        autoComplete="off"
        spellCheck={false}
        {...fieldErrorProps(props.id, props.error?.message)}
        {...props.register}
      />
    </FormField>
  );
}

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

const actingUserHint = (provider: AtsProviderName) =>
  `The ${ATS_PROVIDER_LABELS[provider]} user that candidates, notes and files are recorded as.`;

const savedUser = (saved: AtsSettingsView, provider: AtsProviderName) =>
  saved.configured && saved.provider === provider ? (saved.onBehalfOf ?? "") : "";

function GreenhouseForm({ orgId, saved }: SettingsFormProps) {
  const form = useForm({
    resolver: zodResolver(greenhouseSchema),
    defaultValues: {
      provider: "greenhouse" as const,
      clientId: saved.configured ? (saved.clientId ?? "") : "",
      clientSecret: "",
      onBehalfOf: savedUser(saved, "greenhouse"),
    },
  });
  const save = useSaveAtsSettings(orgId, form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => form.reset({ ...values, clientSecret: "" }) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id="ats-client-id" label="Client id" error={errors.clientId} register={form.register("clientId")} />
      <Field
        id="ats-client-secret"
        label="Client secret"
        secret
        hint={savedHint(saved, "greenhouse", "client secret")}
        error={errors.clientSecret}
        register={form.register("clientSecret")}
      />
      <Field
        id="ats-acting-user"
        label={ATS_ACTING_USER_LABELS.greenhouse}
        hint={`${actingUserHint("greenhouse")} Its number is in the address of the user's page in Greenhouse.`}
        error={errors.onBehalfOf}
        register={form.register("onBehalfOf")}
      />
      <Buttons orgId={orgId} saved={saved} saving={save.isPending} />
    </form>
  );
}

function LeverForm({ orgId, saved }: SettingsFormProps) {
  const form = useForm({
    resolver: zodResolver(leverSchema),
    defaultValues: { provider: "lever" as const, apiKey: "", onBehalfOf: savedUser(saved, "lever") },
  });
  const save = useSaveAtsSettings(orgId, form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => form.reset({ ...values, apiKey: "" }) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        id="ats-api-key"
        label="API key"
        secret
        hint={savedHint(saved, "lever", "key")}
        error={errors.apiKey}
        register={form.register("apiKey")}
      />
      <Field
        id="ats-acting-user"
        label={ATS_ACTING_USER_LABELS.lever}
        hint={actingUserHint("lever")}
        error={errors.onBehalfOf}
        register={form.register("onBehalfOf")}
      />
      <Buttons orgId={orgId} saved={saved} saving={save.isPending} />
    </form>
  );
}

const FORMS: Record<AtsProviderName, (props: SettingsFormProps) => ReactNode> = {
  greenhouse: GreenhouseForm,
  lever: LeverForm,
};

function AtsForm({ orgId, saved }: SettingsFormProps) {
  const [provider, setProvider] = useState<AtsProviderName>(saved.configured ? saved.provider : "greenhouse");
  const ProviderForm = FORMS[provider];
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
      <ProviderForm orgId={orgId} saved={saved} />
    </div>
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
        </QueryState>
      ) : null}
    </Section>
  );
}
