// /verify: check a credential file without its address, e.g. one a candidate attached to an application.
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { CheckCredentialFile } from "@/components/verify/check-credential-file";

export const metadata = marketingMetadata({
  title: "Check a credential",
  description:
    "Check a QuotaProof credential file: its signature, its issuer and whether it was revoked. No account needed.",
});

export default function VerifyPage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Credential check</p>
        <h1 className="text-3xl font-bold tracking-tight">Check a credential</h1>
        <p className="text-muted-foreground">
          Every verified quota result, achievement and reference on QuotaProof is also a signed credential (Open Badges
          3.0) that anyone can check. Each one has its own verify page, linked from the rep&apos;s shared portfolio and
          exports; a credential file you were sent can be checked right here.
        </p>
      </header>
      <CheckCredentialFile />
    </div>
  );
}
