"use client";
// The rep's signed credentials (GET /api/credentials), newest first: what each states, whether it still holds,
// its public verify page, its JSON file, and LinkedIn's "add certification" link pointing at the verify page.
// "Add to wallet" offers an active one to an OpenID4VCI wallet (wallet-offer-dialog.tsx). "Download all (ZIP)" saves
// GET /api/credentials/archive, and says why when the server refuses (e.g. too often).
import type { ApiRoutes } from "@/lib/api/routes";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, ExternalLink, FileArchive, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { downloadFile } from "@/lib/api/client";
import { sharingKeys } from "@/lib/api/keys";
import type { RouteOutput } from "@/lib/api/define";
import { CREDENTIAL_ITEM_LABELS, type CredentialView } from "@/lib/credentials";
import { formatDate } from "@/lib/format";
import { toastMutationError } from "@/lib/mutation-toast";
import { WalletOfferDialog } from "./wallet-offer-dialog";

const ARCHIVE_FILE_NAME = "quotaproof-credentials.zip";

async function downloadArchive(): Promise<void> {
  await downloadFile("GET /api/credentials/archive", ARCHIVE_FILE_NAME);
}

function downloadUrl(jsonUrl: string): string {
  return `${jsonUrl}${jsonUrl.includes("?") ? "&" : "?"}download=1`;
}

function CredentialRow({ credential }: { credential: CredentialView }) {
  const active = credential.status === "active";
  const dates = [`Issued ${formatDate(credential.issuedAt)}`];
  if (credential.revokedAt) dates.push(`Revoked ${formatDate(credential.revokedAt)}`);
  return (
    <li className="grid gap-3 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <ShieldCheck
          aria-hidden="true"
          className={active ? "mt-0.5 size-5 shrink-0 text-success" : "mt-0.5 size-5 shrink-0 text-muted-foreground"}
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="break-words">{credential.name}</span>
            <Badge variant={active ? "success" : "destructive"}>{active ? "Active" : "Revoked"}</Badge>
          </p>
          <p className="text-xs text-muted-foreground">
            {CREDENTIAL_ITEM_LABELS[credential.itemType]} · {dates.join(" · ")}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a
            href={credential.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Verify page (${credential.name})`}
          >
            <ExternalLink aria-hidden="true" />
            Verify page
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={downloadUrl(credential.jsonUrl)} download aria-label={`Download (${credential.name})`}>
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        {active ? (
          <Button asChild size="sm" variant="outline">
            <a
              href={credential.linkedInUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Add to LinkedIn (${credential.name})`}
            >
              <ExternalLink aria-hidden="true" />
              Add to LinkedIn
            </a>
          </Button>
        ) : null}
        {active ? <WalletOfferDialog credential={credential} /> : null}
      </div>
    </li>
  );
}

export function CredentialsList() {
  const query = useQuery<RouteOutput<ApiRoutes["GET /api/credentials"]>>({
    queryKey: sharingKeys.credentials(),
  });
  const archive = useMutation({
    mutationFn: downloadArchive,
    onError: (error) =>
      toastMutationError("Error", "Your credentials could not be downloaded. Please try again.", error, {
        serverMessages: true,
      }),
  });

  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading your credentials...</p>;
  if (query.isError)
    return <p className="text-sm text-destructive">Your credentials could not be loaded. Please reload the page.</p>;
  const list = query.data.credentials;
  if (list.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        You have no credentials yet. Each item that becomes verified (a quota record, an achievement or a reference)
        gets one automatically, ready to download or add to LinkedIn.
      </p>
    );
  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-md border" aria-label="Your credentials">
        {list.map((credential) => (
          <CredentialRow key={credential.id} credential={credential} />
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="outline" disabled={archive.isPending} onClick={() => archive.mutate()}>
          <FileArchive aria-hidden="true" />
          {archive.isPending ? "Preparing..." : "Download all (ZIP)"}
        </Button>
      </div>
    </div>
  );
}
