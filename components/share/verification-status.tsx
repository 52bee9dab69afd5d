// An item's verification on a shared page: method, date and signer in words. Pro and Enterprise owners get the
// blue-check "Verified" badge on verified items; a Starter page keeps every state as plain text (spec section 6).
import { BadgeCheck, CircleDashed, Clock } from "lucide-react";
import { cn } from "@/lib/cn";
import { verificationText, type Verification } from "@/lib/verification";

const VERIFIED_PREFIX = "Verified · ";

export function VerificationStatus({
  verification,
  showBadge,
  className,
}: {
  verification: Verification;
  showBadge: boolean;
  className?: string;
}) {
  const text = verificationText(verification);
  if (verification.state === "verified" && showBadge) {
    const details = text.startsWith(VERIFIED_PREFIX) ? text.slice(VERIFIED_PREFIX.length) : null;
    return (
      <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-xs", className)} data-verification="verified">
        <span
          data-testid="verified-badge"
          className="inline-flex items-center gap-1 rounded-full border border-primary/20 bg-accent px-2 py-0.5 font-semibold text-accent-foreground"
        >
          <BadgeCheck className="size-3.5 fill-primary text-primary-foreground" aria-hidden="true" />
          Verified
        </span>
        {details ? <span className="text-muted-foreground">{details}</span> : null}
      </p>
    );
  }
  const Icon = verification.state === "pending" ? Clock : verification.state === "verified" ? BadgeCheck : CircleDashed;
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
