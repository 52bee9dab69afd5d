// A credential check's outcome as a person reads it: one verdict (Verified, Revoked or Not verified) with its
// reasons, then each check (signature, issuer, status, dates) with what it found. The verify page renders it on the
// server and the file check in the browser, from the same `VerifyResult` the API answers.
import { BadgeCheck, Ban, CircleCheck, CircleX, ShieldAlert } from "lucide-react";
import { ASSURANCE_TONES } from "@/lib/assurance";
import type { VerifyCheck, VerifyResult } from "@/lib/credentials";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";

export type Verdict = "verified" | "revoked" | "not_verified";

/** A revoked credential is not verified either: it gets its own verdict, as that is what a verifier must hear. */
export function verdictOf(result: VerifyResult): Verdict {
  if (result.revoked) return "revoked";
  return result.verified ? "verified" : "not_verified";
}

export const VERDICT_TITLES: Record<Verdict, string> = {
  verified: "Verified",
  revoked: "Revoked",
  not_verified: "Not verified",
};

const CHECK_LABELS: Record<VerifyCheck, string> = {
  signature: "Signature",
  issuer: "Issuer",
  status: "Status",
  dates: "Dates",
};

function verdictText(verdict: Verdict, revokedAt: string | null | undefined): string {
  if (verdict === "verified") {
    return "QuotaProof signed this credential, nothing in it has changed since, and it has not been revoked.";
  }
  if (verdict === "revoked") {
    const when = revokedAt ? ` on ${formatDate(revokedAt)}` : "";
    return `QuotaProof issued this credential, but revoked it${when}: the verification behind it no longer stands.`;
  }
  return "This credential does not pass the checks below, so what it says cannot be relied on.";
}

/** Why a credential is not verified: the failed checks' own messages, else the verifier's errors. */
function reasonsOf(result: VerifyResult): string[] {
  const failed = result.results.filter((entry) => !entry.passed).map((entry) => entry.message);
  return [...new Set(failed.length > 0 ? failed : result.errors)];
}

const BANNER_STYLES: Record<Verdict, string> = {
  verified: "border-success/30 bg-success-soft text-success",
  revoked: "border-destructive/30 bg-destructive-soft text-destructive",
  not_verified: "border-destructive/30 bg-destructive-soft text-destructive",
};

const BANNER_ICONS = { verified: BadgeCheck, revoked: Ban, not_verified: ShieldAlert } as const;

export function VerifyResultView({
  result,
  revokedAt,
  headingLevel = "h2",
  className,
}: {
  result: VerifyResult;
  /** When the issuer revoked it, if known (the page knows; a checked file does not say). */
  revokedAt?: string | null;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const verdict = verdictOf(result);
  const Icon = BANNER_ICONS[verdict];
  const Heading = headingLevel;
  const reasons = verdict === "verified" ? [] : reasonsOf(result);
  // The level comes first: what the verification rests on matters before how the signature was checked.
  const assurance = verdict === "verified" ? result.assurance : null;
  return (
    <div className={cn("grid gap-4", className)}>
      {assurance ? (
        <div
          data-testid="verify-assurance"
          data-level={assurance.level}
          className={cn("rounded-lg border p-4", ASSURANCE_TONES[assurance.level].className)}
        >
          <p className="text-xs font-semibold tracking-wide uppercase">Assurance level {assurance.level}</p>
          <p className="text-lg leading-tight font-bold">{assurance.label}</p>
          <p className="mt-1 text-sm">{assurance.evidence}</p>
        </div>
      ) : null}
      <div
        data-testid="verify-verdict"
        data-verdict={verdict}
        className={cn("flex items-start gap-3 rounded-lg border p-4", BANNER_STYLES[verdict])}
      >
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <Heading className="text-lg leading-tight font-bold">{VERDICT_TITLES[verdict]}</Heading>
          <p className="text-sm text-foreground">{verdictText(verdict, revokedAt)}</p>
          {reasons.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words text-foreground" aria-label="Reasons">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <ul aria-label="Checks" className="grid gap-2 text-sm">
        {result.results.map((entry) => {
          const CheckIcon = entry.passed ? CircleCheck : CircleX;
          return (
            <li
              key={entry.check}
              data-check={entry.check}
              data-passed={entry.passed}
              className="flex items-start gap-2 rounded-md border border-border px-3 py-2"
            >
              <CheckIcon
                className={cn("mt-0.5 size-4 shrink-0", entry.passed ? "text-success" : "text-destructive")}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className="font-medium">
                  {CHECK_LABELS[entry.check]}
                  <span className={cn("ml-2 text-xs", entry.passed ? "text-success" : "text-destructive")}>
                    {entry.passed ? "Passed" : "Failed"}
                  </span>
                </p>
                <p className="break-words text-muted-foreground">{entry.message}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
