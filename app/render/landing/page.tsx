// The landing page's markup, for the server itself only: "/" (app/route.ts) sends it as plain HTML.
import { LandingPage } from "@/components/marketing/landing-page";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { onlyOwnRender } from "@/lib/server/plain-page";

export const dynamic = "force-dynamic";

export default async function LandingMarkup() {
  await onlyOwnRender();
  return (
    <MarketingShell>
      <LandingPage />
    </MarketingShell>
  );
}
