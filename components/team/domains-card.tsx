"use client";
// Domains, for owners and admins: the organisation proves it holds its company's domain, at once with a confirmed
// work address there, or with a DNS TXT record. With a verified domain and the Enterprise plan, the organisation's
// name and branding appear on members' shared pages; from then on QuotaProof changes its name and domains.
import { zodResolver } from "@hookform/resolvers/zod";
import { Globe } from "lucide-react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { orgDomainSchema } from "@/lib/validators/org";
import { QuerySection } from "./query-section";
import type { OrgDomain, OrgSummary } from "./types";
import { useAddDomain, useCheckDomain, useDomains, useRemoveDomain } from "./use-org-api";

const METHOD_LABELS: Record<string, string> = {
  email: "by a confirmed work address",
  dns: "by its DNS record",
  operator: `by ${PRODUCT_NAME}`,
};

function AddDomainForm({ orgId }: { orgId: number }) {
  const form = useForm({ resolver: zodResolver(orgDomainSchema), defaultValues: { domain: "" } });
  const add = useAddDomain(orgId, form);
  const onSubmit = form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <TextField
        form={form}
        name="domain"
        label="Company domain"
        hint="Verified at once if you confirmed a work address there; otherwise you publish a DNS record."
        autoComplete="off"
        spellCheck={false}
        placeholder="acme.com"
      />
      <PendingButton type="submit" className="sm:mt-6" pending={add.isPending} pendingLabel="Adding...">
        Add domain
      </PendingButton>
    </form>
  );
}

function PendingDomain({ orgId, domain }: { orgId: number; domain: OrgDomain }) {
  const check = useCheckDomain(orgId);
  const remove = useRemoveDomain(orgId);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Add this TXT record at your DNS provider, then check it. DNS changes can take a while to appear.
      </p>
      <dl className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Type</dt>
        <dd className="font-mono">{domain.txtRecord.type}</dd>
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-mono break-all">{domain.txtRecord.name}</dd>
        <dt className="text-muted-foreground">Value</dt>
        <dd className="font-mono break-all">{domain.txtRecord.value}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => check.mutate(domain.domain)}
          disabled={check.isPending}
          aria-label={`Check the DNS record of ${domain.domain}`}
        >
          {check.isPending ? "Checking..." : "Check DNS record"}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => remove.mutate(domain.domain)}
          disabled={remove.isPending}
          aria-label={`Remove ${domain.domain}`}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}

export function DomainsList({ orgId, domains }: { orgId: number; domains: OrgDomain[] }) {
  if (domains.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Globe className="size-4" aria-hidden="true" />
        No domain yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {domains.map((domain) => (
        <li key={domain.domain} className="grid gap-3 rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium break-all">{domain.domain}</span>
            {domain.verifiedAt ? (
              <Badge variant="success">
                Verified {METHOD_LABELS[domain.method ?? ""] ?? ""} · {formatDate(domain.verifiedAt)}
              </Badge>
            ) : (
              <Badge variant="outline">Waiting for its DNS record</Badge>
            )}
          </div>
          {domain.verifiedAt ? null : <PendingDomain orgId={orgId} domain={domain} />}
        </li>
      ))}
    </ul>
  );
}

/** What the organisation's verification means for the members' public pages. */
function vettingText(org: OrgSummary): string {
  if (org.vetted) {
    return `${org.name} is verified: its name and branding appear on the shared pages of members who opt in. Its name and domains are now changed by ${PRODUCT_NAME}: contact us to change them.`;
  }
  if (org.domainVerified) {
    return `${org.name} has a verified domain. Its name and branding appear on members' shared pages once ${PRODUCT_NAME} has put it on the Enterprise plan.`;
  }
  return `Verify your company's domain: until then, and until ${PRODUCT_NAME} has put ${org.name} on the Enterprise plan, members' shared pages do not name the organisation or show its branding.`;
}

export function DomainsCard({ org }: { org: OrgSummary }) {
  const domains = useDomains(org.id);
  return (
    <QuerySection
      title="Domains"
      description={vettingText(org)}
      query={domains}
      loadingLabel="Loading domains"
      after={
        org.domainVerified ? null : (
          <div className="mt-6">
            <AddDomainForm orgId={org.id} />
          </div>
        )
      }
    >
      {(list) => <DomainsList orgId={org.id} domains={list} />}
    </QuerySection>
  );
}
