"use client";
// SCIM provisioning, for owners and admins of an Enterprise organisation: the base URL to give the identity provider
// (Okta, Microsoft Entra ID), the token it sends (made here and shown once; a new one stops the old at once; revoking
// stops provisioning), and what the provider's groups do to roles. The token is never loaded back from the server.
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useCopyToClipboard } from "@/components/ai/use-copy-to-clipboard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PendingButton } from "@/components/ui/pending-button";
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { toast } from "@/lib/toast";
import type { ScimSetupView } from "@/lib/validators/scim";
import { QuerySection } from "./query-section";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";
import { useCreateScimToken, useRevokeScimToken, useScimSetup } from "./use-org-api";

const SCIM_TITLE = "SCIM provisioning";

const ROLE_RULE =
  'Groups named after a role (Admins, Managers, Recruiters, Sellers, e.g. "Sales Managers") give their members that role, the highest one when there are several; members in no such group are sellers. The owner\'s role never changes.';

/** A value people copy into their identity provider: shown in full, with a Copy button. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();
  const onCopy = () =>
    copy(value).catch(() =>
      toast.error("Copy failed", {
        description: "Your browser did not allow access to the clipboard. Select and copy it.",
      }),
    );
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={onCopy} aria-label={`Copy the ${label.toLowerCase()}`}>
          {copied ? "Copied!" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

/** The token's state: made when and by whom, and its last four characters. */
function TokenStatus({ setup }: { setup: ScimSetupView }) {
  if (!setup.configured) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <KeyRound className="size-4" aria-hidden="true" />
        No token yet: your identity provider cannot provision anyone.
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="success">Token active</Badge>
      <span className="text-muted-foreground">
        Ending in {setup.tokenLast4} · made {setup.createdAt ? formatDate(setup.createdAt) : ""}
        {setup.lastRotatedByName ? ` by ${setup.lastRotatedByName}` : ""}
      </span>
    </p>
  );
}

/** Make, rotate (after a warning) or revoke the token; a new token is shown here once. */
function TokenActions({ org, setup }: { org: OrgSummary; setup: ScimSetupView }) {
  const [confirming, setConfirming] = useState<"rotate" | "revoke" | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const create = useCreateScimToken(org.id, setup.configured);
  const revoke = useRevokeScimToken(org.id);
  const makeToken = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setShown(created.token);
        setConfirming(null);
      },
    });
  const revokeToken = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShown(null);
        setConfirming(null);
      },
    });
  return (
    <div className="grid gap-4">
      {shown ? (
        <Alert variant="warning" role="status">
          <AlertTitle>Copy the token now</AlertTitle>
          <AlertDescription className="grid gap-3">
            <span>
              It is shown only this once. Paste it into your identity provider as the bearer token (secret token).
            </span>
            <CopyField id="scim-token" label="SCIM token" value={shown} />
          </AlertDescription>
        </Alert>
      ) : null}
      {confirming ? (
        <Alert variant="destructive" role="status">
          <AlertTitle>{confirming === "rotate" ? "Make a new token?" : "Revoke the token?"}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <span>
              {confirming === "rotate"
                ? "The current token stops working at once: provisioning pauses until you paste the new one into your identity provider."
                : "Your identity provider can no longer add, change or remove members until you make a new token."}
            </span>
            <div className="flex flex-wrap gap-2">
              {confirming === "rotate" ? (
                <PendingButton
                  variant="destructive"
                  pending={create.isPending}
                  pendingLabel="Making..."
                  onClick={makeToken}
                >
                  Make a new token
                </PendingButton>
              ) : (
                <PendingButton
                  variant="destructive"
                  pending={revoke.isPending}
                  pendingLabel="Revoking..."
                  onClick={revokeToken}
                >
                  Revoke token
                </PendingButton>
              )}
              <Button variant="outline" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-2">
          {setup.configured ? (
            <>
              <Button onClick={() => setConfirming("rotate")}>Rotate token</Button>
              <Button variant="outline" onClick={() => setConfirming("revoke")}>
                Revoke token
              </Button>
            </>
          ) : (
            <PendingButton
              pending={create.isPending}
              pendingLabel="Making..."
              onClick={makeToken}
              disabled={!org.domainVerified}
            >
              Create token
            </PendingButton>
          )}
        </div>
      )}
      {!org.domainVerified && !setup.configured ? (
        <p className="text-sm text-muted-foreground">
          Verify your company&apos;s domain first: SCIM provisioning brings in addresses at your verified domains only.
        </p>
      ) : null}
    </div>
  );
}

export function ScimCard({ org }: { org: OrgSummary }) {
  const enterprise = org.tier === "enterprise";
  const setup = useScimSetup(org.id, enterprise);
  if (!enterprise) {
    return (
      <Section
        title={SCIM_TITLE}
        description={`Provisioning members from Okta or Microsoft Entra ID is part of the Enterprise plan, which ${org.name} is not on yet.`}
      >
        {null}
      </Section>
    );
  }
  return (
    <QuerySection
      title={SCIM_TITLE}
      description={`Your identity provider (Okta, Microsoft Entra ID) adds members, updates them and removes them when they leave; their own ${PRODUCT_NAME} accounts stay theirs.`}
      query={setup}
      loadingLabel="Loading the SCIM settings"
    >
      {(loaded) => (
        <div className="grid gap-5">
          <CopyField id="scim-base-url" label="Base URL" value={loaded.baseUrl} />
          <TokenStatus setup={loaded} />
          <TokenActions org={org} setup={loaded} />
          <p className="text-sm text-muted-foreground">{ROLE_RULE}</p>
        </div>
      )}
    </QuerySection>
  );
}
