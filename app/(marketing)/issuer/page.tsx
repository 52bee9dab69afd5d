// /issuer: who issues QuotaProof's credentials, for the people and registries that check them: the name, web address,
// logo, contact and location (when configured), the DID and its keys, what a credential states and how to check one.
// Read at each visit (the keys and the configuration are the server's, not the build's).
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { assuranceLabel, BADGE_MIN_LEVEL, type AssuranceLevel } from "@/lib/assurance";
import { PRODUCT_NAME } from "@/lib/product";
import { issuerInfo } from "@/lib/server/credentials/issuer-profile";
import { listedKeys } from "@/lib/server/credentials/keys";

export const metadata: Metadata = marketingMetadata({
  title: "Credential issuer",
  description: `${PRODUCT_NAME} issues signed Open Badges 3.0 credentials for sales results verified by an employer, a named person at the employer's domain or a reviewer. Who we are and how to check our credentials.`,
});

const LEVELS: { level: AssuranceLevel; means: string }[] = [
  { level: 3, means: "the employer itself attested or awarded it (an organisation with a proven domain)" },
  { level: 2, means: "a named person at the employer's vetted domain confirmed it" },
  { level: 1, means: "a QuotaProof reviewer checked the proof" },
];

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default async function IssuerPage() {
  await connection();
  const info = issuerInfo();
  const keys = await listedKeys();
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-16 sm:px-6">
      <header className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- the logo file registries are given, shown as is */}
        <img src={info.logoUrl} alt={`${info.name} logo`} width={64} height={64} className="rounded-xl" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{`${info.name}: credential issuer`}</h1>
          <p className="text-muted-foreground">{info.description}</p>
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Issuer</CardTitle>
          <CardDescription>
            What the credentials name as their issuer, and how to reach the people behind it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <Field term="Name">{info.name}</Field>
            <Field term="Website">
              <a href={info.url} className="text-primary underline-offset-4 hover:underline">
                {info.url}
              </a>
            </Field>
            <Field term="Logo">
              <a href={info.logoUrl} className="text-primary underline-offset-4 hover:underline">
                {info.logoUrl}
              </a>
            </Field>
            {info.email ? (
              <Field term="Contact">
                <a href={`mailto:${info.email}`} className="text-primary underline-offset-4 hover:underline">
                  {info.email}
                </a>
              </Field>
            ) : null}
            {info.location ? <Field term="Location">{info.location}</Field> : null}
            <Field term="DID">
              <code className="text-sm">{info.did}</code>{" "}
              <a href="/.well-known/did.json" className="text-sm text-primary underline-offset-4 hover:underline">
                DID document
              </a>
            </Field>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Signing keys</CardTitle>
          <CardDescription>
            Ed25519 keys (Multikey) listed in the DID document, oldest first. A key that was rotated away stays listed,
            so what it signed keeps verifying.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {keys.length === 0 ? (
            <p className="text-sm text-muted-foreground">No credential has been signed yet.</p>
          ) : (
            <ul className="grid gap-2">
              {keys.map((key) => (
                <li key={key}>
                  <code className="text-xs break-all">{`${info.did}#${key}`}</code>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">What the credentials state</CardTitle>
          <CardDescription>
            Open Badges 3.0 credentials (W3C Verifiable Credentials 2.0), signed with the eddsa-rdfc-2022 cryptosuite
            and revocable through a Bitstring status list. Each states its assurance level and exactly whose word it
            rests on; nothing self-reported is signed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {LEVELS.filter(({ level }) => level >= BADGE_MIN_LEVEL).map(({ level, means }) => (
              <li key={level}>
                <span className="font-medium">
                  Level {level}, {assuranceLabel(level, null)}:
                </span>{" "}
                {means}.
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            To check a credential, open its verify page (its address is in the credential), or{" "}
            <Link href="/verify" className="text-primary underline-offset-4 hover:underline">
              check a credential file
            </Link>
            . Wallets find the issuance service at{" "}
            <a href="/.well-known/openid-credential-issuer" className="text-primary underline-offset-4 hover:underline">
              /.well-known/openid-credential-issuer
            </a>
            .
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
