"use client";
// /team/talent: recruiters of an Enterprise organisation search the verified talent network. A member picks the
// organisation (when they are in several); a role or plan that cannot search is explained instead of the search.
import Link from "next/link";
import { useState } from "react";
import { AccountPage } from "@/components/layout/account-page";
import { OrgSwitcher } from "@/components/team/org-switcher";
import { isTalentRole, type OrgSummary } from "@/components/team/types";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { CurrentUser } from "@/lib/types";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { AccessNotice, type AccessProblem } from "./access-notice";
import { TalentSearch } from "./talent-search";

export type TalentOrg = Pick<OrgSummary, "id" | "name" | "tier" | "role">;

/** What keeps this member from searching in this organisation, if anything (the API checks the same). */
export function talentAccess(org: TalentOrg): AccessProblem | null {
  if (!isTalentRole(org.role)) return "role";
  return org.tier === "enterprise" ? null : "plan";
}

export function TalentSearchView({ user, orgs }: { user: CurrentUser; orgs: TalentOrg[] }) {
  // The first organisation this member can search in, unless they pick another.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const org = orgs.find((o) => o.id === selectedId) ?? orgs.find((o) => !talentAccess(o)) ?? orgs[0] ?? null;
  const problem = org ? talentAccess(org) : null;

  return (
    <AccountPage
      user={user}
      title="Talent network"
      width="max-w-5xl"
      actions={
        <Link href="/team" className="text-sm underline underline-offset-4">
          Team
        </Link>
      }
    >
      {org ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <OrgSwitcher id="talent-org" orgs={orgs} org={org} onSelect={setSelectedId} />
            <p className="text-sm text-muted-foreground">Your role: {ORG_ROLE_LABELS[org.role]}</p>
          </div>
          {/* Keyed by the organisation: switching starts the search afresh. */}
          {problem ? <AccessNotice problem={problem} orgName={org.name} /> : <TalentSearch key={org.id} org={org} />}
        </>
      ) : (
        <Alert role="status">
          <AlertDescription>
            <p>
              The talent network is searched by owners, admins and recruiters of Enterprise organisations, and you are
              in none yet.{" "}
              <Link href="/team" className="underline underline-offset-4">
                Create or join one on the Team page
              </Link>
              .
            </p>
          </AlertDescription>
        </Alert>
      )}
    </AccountPage>
  );
}
