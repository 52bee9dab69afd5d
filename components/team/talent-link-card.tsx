// The way from the team page to the talent search, for the roles that may search (owner, admin, recruiter).
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Section } from "./team-ui";
import type { OrgSummary } from "./types";

export function TalentLinkCard({ org }: { org: OrgSummary }) {
  return (
    <Section
      title="Talent network"
      description={
        org.tier === "enterprise"
          ? "Find sellers by what is verified: attainment, deals and awards. Reps choose to be listed and share their address only when they accept your request."
          : `Find sellers by what is verified: part of the Enterprise plan, which ${org.name} is not on yet.`
      }
      action={
        <Button asChild variant="outline">
          <Link href="/team/talent">
            Search the talent network
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">Pay is never shown or searchable.</p>
    </Section>
  );
}
