// The organisation a rep chose to show on their shared page: its logo and name, underlined in its colour.
import type { OrgBranding } from "@/lib/server/data/orgs/portfolio-facts";
import { ClientLogo } from "@/components/deals/client-logo";

export function OrgBrandingBar({ branding }: { branding: OrgBranding }) {
  return (
    <div
      className="flex items-center justify-center gap-3 border-b-4 pb-3 sm:justify-start"
      style={{ borderColor: branding.brandColor ?? "var(--border)" }}
    >
      <ClientLogo src={branding.logoUrl} alt={`${branding.orgName} logo`} />
      <p className="text-sm font-medium text-muted-foreground">
        Member of <span className="font-semibold text-foreground">{branding.orgName}</span>
      </p>
    </div>
  );
}
