// An item's verification on a shared page: method, date and signer in words. Pro and Enterprise owners get the
// blue-check "Verified" badge on verified items; a Starter page keeps every state as plain text. A verified item
// opens a short "How this was verified" view with its evidence: a native <details>, so it works without script.
// A badge whose item has a signed credential is a link to the credential's verify page, where anyone can check it.
import { BadgeCheck, CircleDashed, Clock } from "lucide-react";
import { cn } from "@/lib/cn";
import type { CredentialLink } from "@/lib/credentials";
import { ASSURANCE_TONES } from "@/lib/assurance";
import { HOW_VERIFIED_TITLE, verificationEvidence, verificationText, type Verification } from "@/lib/verification";

const levelLabelOf = (v: Verification) => (v.state === "verified" ? (v.levelLabel ?? "Verified") : "Verified");

const BADGE_CLASS =
  "inline-flex items-center gap-1 rounded-full border border-primary/20 bg-accent px-2 py-0.5 font-semibold text-accent-foreground";

function BadgeContent({ label }: { label: string }) {
  return (
    <>
      <BadgeCheck className="size-3.5 fill-primary text-primary-foreground" aria-hidden="true" />
      {label}
    </>
  );
}

/** The badge's colour follows the assurance level (employer, vetted domain, reviewer). */
const toneOf = (v: Verification) =>
  v.state === "verified" && v.level !== undefined ? ASSURANCE_TONES[v.level].className : "";

export function VerificationStatus({
  verification,
  showBadge,
  credential = null,
  className,
}: {
  verification: Verification;
  showBadge: boolean;
  /** The item's signed credential: its badge links to the verify page. */
  credential?: CredentialLink | null;
  className?: string;
}) {
  const text = verificationText(verification);
  if (verification.state === "verified") {
    const label = levelLabelOf(verification);
    const prefix = `${label} · `;
    const details = text.startsWith(prefix) ? text.slice(prefix.length) : text;
    const evidence = verificationEvidence(verification);
    // The link sits beside the <summary>, not in it: a link inside the disclosure's button could not be told apart
    // from it by keyboard and screen-reader users.
    const badgeLink = showBadge && credential ? credential : null;
    const disclosure = (
      <details className={cn("group text-xs", badgeLink ? "min-w-0 flex-1" : className)} data-verification="verified">
        <summary
          className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
          aria-label={`${text}. ${HOW_VERIFIED_TITLE}`}
        >
          {badgeLink ? null : showBadge ? (
            <span
              data-testid="verified-badge"
              data-assurance-level={verification.level}
              className={cn(BADGE_CLASS, toneOf(verification))}
            >
              <BadgeContent label={label} />
            </span>
          ) : (
            <span className="font-semibold text-foreground">{label}</span>
          )}
          <span className="text-muted-foreground">{details}</span>
          <span className="text-primary underline-offset-2 group-open:hidden hover:underline">
            {HOW_VERIFIED_TITLE}
          </span>
        </summary>
        <div
          className="mt-2 max-w-prose rounded-md border border-border bg-muted/40 p-3 text-foreground"
          data-testid="verification-evidence"
        >
          <p className="font-semibold">{HOW_VERIFIED_TITLE}</p>
          <p className="mt-1 text-muted-foreground">{evidence.summary}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {evidence.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    );
    if (!badgeLink) return disclosure;
    return (
      <div className={cn("flex flex-wrap items-start gap-x-2 gap-y-1 text-xs", className)}>
        <a
          href={badgeLink.verifyUrl}
          data-testid="verified-badge"
          data-credential-id={badgeLink.id}
          data-assurance-level={verification.level}
          aria-label={`${label}. Verify this credential`}
          title="Verify this credential"
          className={cn(
            BADGE_CLASS,
            toneOf(verification),
            "transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          <BadgeContent label={label} />
        </a>
        {disclosure}
      </div>
    );
  }
  const Icon = verification.state === "pending" ? Clock : CircleDashed;
  return (
    <p
      className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}
      data-verification={verification.state}
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
