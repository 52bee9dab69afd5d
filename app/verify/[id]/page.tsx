// A credential's public verify page (/verify/<id>), the address printed on exports and linked from shared pages: the
// verdict of checking the signed credential right now (signature, issuer, revocation status, dates), whose it is,
// what it claims and how it was verified, the credential to view or download, and a file check for a copy someone
// was sent. No account needed. An unknown id is "Page Not Found".
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { CheckCredentialFile } from "@/components/verify/check-credential-file";
import { CredentialDetails } from "@/components/verify/credential-details";
import { VERDICT_TITLES, VerifyResultView, verdictOf } from "@/components/verify/verify-result";
import { credentialClaims } from "@/lib/credential-document";
import { env } from "@/lib/env";
import { findCredential, verifyCredentialDocument } from "@/lib/server/credentials";

type Props = { params: Promise<{ id: string }> };

// A rep's name and results stay out of search engines: the page is for the people the rep sends it to.
const NO_INDEX = { index: false, follow: false } as const;

/** Looked up and checked once per request, for the metadata and the page alike. */
const checkedCredential = cache(async (id: string) => {
  const found = await findCredential(id);
  if (!found) return null;
  const result = await verifyCredentialDocument(found.document);
  return { ...found, result, claims: credentialClaims(found.document) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const checked = await checkedCredential(id);
  if (!checked) return { title: "Page Not Found", robots: NO_INDEX };
  const verdict = VERDICT_TITLES[verdictOf(checked.result)];
  const title = `${checked.view.name} · ${checked.ownerName}`;
  const description = `${verdict}: ${checked.ownerName}'s credential issued by QuotaProof, a signed Open Badges 3.0 credential. See how it was verified and check it yourself.`;
  const metadata = marketingMetadata({ title, description });
  return {
    ...metadata,
    metadataBase: new URL(env().APP_URL),
    robots: NO_INDEX,
    openGraph: { ...metadata.openGraph, url: `/verify/${encodeURIComponent(id)}` },
  };
}

export default async function CredentialVerifyPage({ params }: Props) {
  const { id } = await params;
  const checked = await checkedCredential(id);
  if (!checked) notFound();
  const { view, claims, ownerName, result } = checked;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Credential check</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{view.name}</h1>
        <p className="text-muted-foreground">
          A signed credential QuotaProof issued to <span className="font-medium text-foreground">{ownerName}</span>,
          checked just now.
        </p>
      </header>
      <section aria-label="Result" className="grid gap-4">
        <VerifyResultView result={result} revokedAt={view.revokedAt} />
      </section>
      <CredentialDetails view={view} claims={claims} ownerName={ownerName} revokedReason={checked.revokedReason} />
      <div className="border-t border-border pt-8">
        <CheckCredentialFile />
      </div>
    </div>
  );
}
