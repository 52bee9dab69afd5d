// What a credential says, for its verify page: whose it is, the item and its figures, how it was verified, who
// issued it and when, and the credential itself to view or download.
import { Download, FileJson } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CredentialClaims } from "@/lib/credential-document";
import { CREDENTIAL_ITEM_LABELS, type CredentialView } from "@/lib/credentials";
import { formatDate } from "@/lib/format";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** "?download=1" on the credential's own address: the same JSON, as a file. */
export function downloadUrl(jsonUrl: string): string {
  return `${jsonUrl}${jsonUrl.includes("?") ? "&" : "?"}download=1`;
}

export function CredentialDetails({
  view,
  claims,
  ownerName,
  revokedReason = null,
}: {
  view: CredentialView;
  claims: CredentialClaims;
  ownerName: string;
  /** Why the issuer revoked it, in its own words. */
  revokedReason?: string | null;
}) {
  const description = claims.achievementDescription ?? claims.description;
  const issuedOn = claims.validFrom ?? view.issuedAt;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle as="h2">The credential</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <Fact label="Issued to">
              <span className="font-semibold">{ownerName}</span>
            </Fact>
            <Fact label="Verified item">
              <span className="font-semibold">{claims.achievementName ?? claims.name ?? view.name}</span>
              <span className="block text-muted-foreground">{CREDENTIAL_ITEM_LABELS[view.itemType]}</span>
            </Fact>
            {description ? (
              <Fact label="Description">
                <span className="whitespace-pre-line">{description}</span>
              </Fact>
            ) : null}
            {claims.results.map((line) => (
              <Fact key={`${line.label}:${line.value}`} label={line.label}>
                <span className="font-semibold tabular-nums">{line.value}</span>
              </Fact>
            ))}
            <Fact label="Issued by">
              {claims.issuerName ?? "QuotaProof"}
              {claims.issuerId ? (
                <span className="block font-mono text-xs break-all text-muted-foreground">{claims.issuerId}</span>
              ) : null}
            </Fact>
            {issuedOn ? (
              <Fact label="Issued on">
                <time dateTime={issuedOn}>{formatDate(issuedOn)}</time>
              </Fact>
            ) : null}
            {claims.validUntil ? (
              <Fact label="Valid until">
                <time dateTime={claims.validUntil}>{formatDate(claims.validUntil)}</time>
              </Fact>
            ) : null}
            {view.revokedAt ? (
              <Fact label="Revoked on">
                <time dateTime={view.revokedAt}>{formatDate(view.revokedAt)}</time>
                {revokedReason ? <span className="block text-muted-foreground">{revokedReason}</span> : null}
              </Fact>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      {claims.narrative ? (
        <Card>
          <CardHeader className="pb-4">
            <CardTitle as="h2">How it was verified</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm break-words whitespace-pre-line" data-testid="verification-narrative">
              {claims.narrative}
            </p>
          </CardContent>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={view.jsonUrl}>
            <FileJson aria-hidden="true" />
            View the credential (JSON)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={downloadUrl(view.jsonUrl)} download>
            <Download aria-hidden="true" />
            Download credential file
          </a>
        </Button>
      </div>
    </div>
  );
}
