"use client";
// The team page: create an organisation, or, in one (or several, with a switcher), the sections the member's role
// gives them: the attestation queue, team performance, asking their manager to attest, the talent network (for those who may search it), benchmarks, members and
// invitations, domains, single sign-on, SCIM provisioning, the ATS, the employer's CRM and its sign-off, branding, awards, recognition (rules, contests,
// the feed and kudos, on Enterprise) and the audit trail.
import { useState } from "react";
import { AccountPage } from "@/components/layout/account-page";
import type { CurrentUser } from "@/lib/types";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { AttestationQueue } from "./attestation-queue";
import { AttestationRequests } from "./attestation-requests";
import { AuditCard } from "./audit-card";
import { AwardsCard } from "./awards-card";
import { BenchmarksCard } from "./benchmarks-card";
import { AtsCard } from "./ats-card";
import { AtsSendCard } from "./ats-send-card";
import { BrandingCard } from "./branding-card";
import { DomainsCard } from "./domains-card";
import { EmployerCrmCard, useEmployerConnectNotice } from "./employer-crm-card";
import { EmployerSignoffTable } from "./employer-signoff-table";
import { MembersCard } from "./members-card";
import { OrgCreateCard } from "./org-create-card";
import { OrgSwitcher } from "./org-switcher";
import { TalentLinkCard } from "./talent-link-card";
import { TeamTable } from "./team-table";
import { RecognitionSection } from "./recognition/recognition-section";
import { SsoCard } from "./sso-card";
import { ScimCard } from "./scim-card";
import { QueryState } from "./team-ui";
import { isAdminRole, isTalentRole, isTeamRole, type OrgSummary } from "./types";
import { useMembers, useOrgs, usePendingAttestations } from "./use-org-api";

type TeamViewProps = { user: CurrentUser; initialOrgs: OrgSummary[] };

export function TeamView({ user, initialOrgs }: TeamViewProps) {
  const { data: orgs } = useOrgs(initialOrgs);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const org = orgs.find((o) => o.id === selectedId) ?? orgs[0] ?? null;
  // Here, not in the CRM card: the outcome of a connect is told whichever organisation the page opens on.
  useEmployerConnectNotice();

  return (
    <AccountPage user={user} title="Team" width="max-w-5xl">
      {org ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <OrgSwitcher id="org-switcher" orgs={orgs} org={org} onSelect={setSelectedId} />
            <p className="text-sm text-muted-foreground">
              Your role: {ORG_ROLE_LABELS[org.role]} · {org.memberCount} of {org.seats} seats used
              {org.tier === "enterprise" ? " · Enterprise" : ""}
            </p>
          </div>
          {/* Keyed by the organisation: switching starts every section and form afresh. */}
          <OrgSections key={org.id} org={org} me={user.id} />
        </>
      ) : (
        <OrgCreateCard onCreated={(created) => setSelectedId(created.id)} />
      )}
    </AccountPage>
  );
}

function OrgSections({ org, me }: { org: OrgSummary; me: number }) {
  const members = useMembers(org.id);
  const attestations = usePendingAttestations(org.id);
  const admin = isAdminRole(org.role);
  const team = isTeamRole(org.role);
  return (
    <QueryState query={members} label="Loading your organisation">
      {(memberList) => {
        const mine = memberList.find((m) => m.userId === me);
        const manager = mine?.managerId ? memberList.find((m) => m.userId === mine.managerId) : undefined;
        return (
          <QueryState query={attestations} label="Loading attestation requests">
            {(pending) => (
              <div className="grid gap-6">
                {team ? (
                  <AttestationQueue orgId={org.id} me={me} requests={pending.filter((a) => a.seller.id !== me)} />
                ) : null}
                {team ? <TeamTable orgId={org.id} members={memberList} canFilterByManager={admin} /> : null}
                {mine?.managerId ? (
                  <AttestationRequests
                    orgId={org.id}
                    managerName={manager?.fullName ?? null}
                    lineUnrecorded={mine.managerSetBy === null}
                    myRequests={pending.filter((a) => a.seller.id === me)}
                  />
                ) : null}
                {isTalentRole(org.role) ? <TalentLinkCard org={org} /> : null}
                {isTalentRole(org.role) ? <AtsSendCard org={org} /> : null}
                <BenchmarksCard orgId={org.id} canRefresh={admin} />
                {admin ? <MembersCard orgId={org.id} me={{ userId: me, role: org.role }} members={memberList} /> : null}
                {admin ? <DomainsCard org={org} /> : null}
                {admin ? <SsoCard org={org} /> : null}
                {admin ? <ScimCard org={org} /> : null}
                {admin ? <AtsCard org={org} /> : null}
                {admin && org.tier === "enterprise" ? <EmployerCrmCard org={org} /> : null}
                {admin && org.tier === "enterprise" ? <EmployerSignoffTable orgId={org.id} me={me} /> : null}
                <BrandingCard org={org} userId={me} canEdit={admin} />
                {team ? <AwardsCard orgId={org.id} me={me} isAdmin={admin} members={memberList} /> : null}
                {org.tier === "enterprise" && org.role !== "recruiter" ? (
                  <RecognitionSection org={org} me={me} members={memberList} />
                ) : null}
                {admin ? <AuditCard org={org} /> : null}
              </div>
            )}
          </QueryState>
        );
      }}
    </QueryState>
  );
}
