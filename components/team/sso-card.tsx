"use client";
// Single sign-on, for owners and admins of an Enterprise organisation with a verified domain: the details to paste
// into the identity provider (SAML entity id, ACS and metadata URLs; the OIDC redirect URI), the connection (SAML
// metadata, or an OIDC issuer, client id and secret: the secret never shown again, its last four characters only),
// the role people join with, enforcement (with what it means for passwords) and removal. The form checks the same
// schema as the server; the server's own refusals (metadata without a certificate, an issuer it cannot read) show
// under the field they are about.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useCopyToClipboard } from "@/components/ai/use-copy-to-clipboard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { SwitchField } from "@/components/wizard/switch-field";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { ASSIGNABLE_ROLES, ORG_ROLE_LABELS } from "@/lib/validators/org";
import {
  SSO_BUTTON_LABEL,
  SSO_TYPE_LABELS,
  SSO_TYPES,
  ssoConnectionSchema,
  type SsoConnectionInput,
  type SsoTypeName,
} from "@/lib/validators/sso";
import { QuerySection } from "./query-section";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useRemoveSso, useSaveSso, useSsoSettings, type SsoSettings } from "./use-sso-api";

const TITLE = "Single sign-on";
const ENFORCE_HINT = `Members at your verified domains can no longer sign in with a password: they use "${SSO_BUTTON_LABEL}". Owners still can, and each such sign-in is recorded in the audit trail.`;

function CopyRow({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs" title={value}>
          {value}
        </code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Copy ${label}`}
          onClick={() => copy(value).catch(() => toast.error("Copy it by hand: the clipboard is not available"))}
        >
          {copied ? "Copied!" : "Copy"}
        </Button>
      </dd>
    </div>
  );
}

function ServiceProviderDetails({ sp }: { sp: SsoSettings["serviceProvider"] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">For your identity provider</h3>
      <dl className="grid gap-3">
        <CopyRow label="SAML entity ID (audience)" value={sp.entityId} />
        <CopyRow label="SAML ACS URL" value={sp.acsUrl} />
        <CopyRow label="SAML metadata URL" value={sp.metadataUrl} />
        <CopyRow label="OIDC redirect URI" value={sp.redirectUri} />
      </dl>
    </div>
  );
}

function SavedConnection({ connection }: { connection: NonNullable<SsoSettings["connection"]> }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="success">{SSO_TYPE_LABELS[connection.type]} connected</Badge>
        {connection.enforce ? <Badge variant="warning">Enforced</Badge> : null}
        <span className="text-muted-foreground">
          Saved {formatDate(connection.updatedAt)}
          {connection.configuredBy ? ` by ${connection.configuredBy.name}` : ""}
        </span>
      </p>
      {connection.type === "saml" ? (
        <p className="break-all text-muted-foreground">
          Identity provider {connection.idpEntityId}
          {connection.certificates.map((c) => ` · certificate ${c.subject}, valid until ${formatDate(c.expiresAt)}`)}
        </p>
      ) : (
        <p className="break-all text-muted-foreground">
          Issuer {connection.issuer} · client {connection.clientId} · secret ending in {connection.clientSecretLast4}
        </p>
      )}
    </div>
  );
}

function defaultsFor(type: SsoTypeName, saved: SsoSettings["connection"]): SsoConnectionInput {
  const common = {
    enforce: saved?.enforce ?? false,
    defaultRole: saved?.defaultRole === "owner" ? "seller" : (saved?.defaultRole ?? "seller"),
  };
  if (type === "saml") {
    return { type, metadataXml: saved?.type === "saml" ? saved.metadataXml : "", ...common };
  }
  return {
    type,
    issuer: saved?.type === "oidc" ? saved.issuer : "",
    clientId: saved?.type === "oidc" ? saved.clientId : "",
    clientSecret: "",
    ...common,
  };
}

function ConnectionForm({
  orgId,
  type,
  saved,
}: {
  orgId: number;
  type: SsoTypeName;
  saved: SsoSettings["connection"];
}) {
  const form = useForm<SsoConnectionInput>({
    resolver: zodResolver(ssoConnectionSchema),
    defaultValues: defaultsFor(type, saved),
  });
  const save = useSaveSso(orgId, form);
  const remove = useRemoveSso(orgId);
  const enforce = useWatch({ control: form.control, name: "enforce" });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: string) => errors[name]?.message;
  const text = (name: "issuer" | "clientId" | "clientSecret", label: string, secret = false, hint?: string) => {
    const id = `sso-${name}`;
    return (
      <FormField id={id} label={label} error={error(name)} hint={hint}>
        <Input
          id={id}
          type={secret ? "password" : "text"}
          autoComplete="off"
          spellCheck={false}
          {...fieldErrorProps(id, error(name))}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => form.reset(values.type === "oidc" ? { ...values, clientSecret: "" } : values),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {type === "saml" ? (
        <FormField
          id="sso-metadata"
          label="Identity provider metadata (XML)"
          error={error("metadataXml")}
          hint="Paste the SAML metadata your identity provider gives for this app: its entity ID, SSO URL and signing certificate."
        >
          <Textarea
            id="sso-metadata"
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
            {...fieldErrorProps("sso-metadata", error("metadataXml"))}
            {...form.register("metadataXml")}
          />
        </FormField>
      ) : (
        <>
          {text(
            "issuer",
            "Issuer URL",
            false,
            "For example https://acme.okta.com or https://login.microsoftonline.com/<tenant>/v2.0",
          )}
          {text("clientId", "Client ID")}
          {text(
            "clientSecret",
            "Client secret",
            true,
            saved?.type === "oidc"
              ? `Saved, ending in ${saved.clientSecretLast4}. Enter it again to save changes.`
              : undefined,
          )}
        </>
      )}
      <FormField id="sso-default-role" label="Role at first sign-in" error={error("defaultRole")}>
        <NativeSelect id="sso-default-role" {...form.register("defaultRole")}>
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ORG_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <SwitchField
        form={form}
        name="enforce"
        label="Enforce single sign-on"
        hint={ENFORCE_HINT}
        defaultChecked={false}
      />
      {enforce ? (
        <Alert variant="warning" role="status">
          <AlertTitle>Passwords stop working for your members</AlertTitle>
          <AlertDescription>
            Check that a member can sign in with &ldquo;{SSO_BUTTON_LABEL}&rdquo; before you enforce it.
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Checking the connection..." : "Save"}
        </Button>
        {saved ? (
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function SsoSetup({ orgId, settings }: { orgId: number; settings: SsoSettings }) {
  const saved = settings.connection;
  const [type, setType] = useState<SsoTypeName>(saved?.type ?? "saml");
  return (
    <div className="grid gap-5">
      {saved ? <SavedConnection connection={saved} /> : null}
      <ServiceProviderDetails sp={settings.serviceProvider} />
      <FormField id="sso-type" label="Protocol">
        <NativeSelect id="sso-type" value={type} onChange={(event) => setType(event.target.value as SsoTypeName)}>
          {SSO_TYPES.map((t) => (
            <option key={t} value={t}>
              {SSO_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ConnectionForm key={`${type}-${saved?.updatedAt ?? "none"}`} orgId={orgId} type={type} saved={saved} />
    </div>
  );
}

export function SsoCard({ org }: { org: OrgSummary }) {
  const ready = org.tier === "enterprise" && org.domainVerified;
  const settings = useSsoSettings(org.id, ready);
  if (!ready) {
    return (
      <Section
        title={TITLE}
        description={
          org.tier !== "enterprise"
            ? `Single sign-on (SAML or OpenID Connect) is part of the Enterprise plan, which ${org.name} is not on yet.`
            : "Verify your organisation's domain first: single sign-on lets in only addresses at your verified domains."
        }
      >
        {null}
      </Section>
    );
  }
  return (
    <QuerySection
      title={TITLE}
      description="Members sign in through your identity provider. Their first sign-in makes their account and joins them with the role you choose, within your seats."
      query={settings}
      loadingLabel="Loading the single sign-on settings"
    >
      {(data) => <SsoSetup orgId={org.id} settings={data} />}
    </QuerySection>
  );
}
