"use client";
// Recognition on the team page of an Enterprise organisation, for every member but recruiters: the feed (and kudos),
// the rules that award themselves, contests, the member's own e-mail choices and, for owners and admins, Slack. Each
// tab loads its own data when it is first opened.
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Section } from "../team-ui";
import { isAdminRole, isTeamRole, type Member, type OrgSummary } from "../types";
import { ContestsPanel } from "./contests-panel";
import { EmailChoicesPanel } from "./email-choices-panel";
import { FeedPanel } from "./feed-panel";
import { RulesPanel } from "./rules-panel";
import { SlackPanel } from "./slack-panel";

type RecognitionSectionProps = { org: OrgSummary; me: number; members: Member[] };

export function RecognitionSection({ org, me, members }: RecognitionSectionProps) {
  const [tab, setTab] = useState("feed");
  const isAdmin = isAdminRole(org.role);
  const canCreate = isTeamRole(org.role);
  const tabs = [
    { value: "feed", label: "Feed", panel: <FeedPanel orgId={org.id} me={me} members={members} /> },
    {
      value: "rules",
      label: "Rules",
      panel: <RulesPanel org={org} me={me} isAdmin={isAdmin} canCreate={canCreate} members={members} />,
    },
    {
      value: "contests",
      label: "Contests",
      panel: <ContestsPanel org={org} me={me} isAdmin={isAdmin} canCreate={canCreate} members={members} />,
    },
    { value: "emails", label: "E-mails", panel: <EmailChoicesPanel orgId={org.id} /> },
    ...(isAdmin ? [{ value: "slack", label: "Slack", panel: <SlackPanel orgId={org.id} /> }] : []),
  ];
  return (
    <Section
      title="Recognition"
      description="Rules that award themselves from your organisation's own figures, contests and kudos. Awards land verified in the members' books."
    >
      <Tabs value={tab} onValueChange={setTab}>
        <div className="-mx-1 overflow-x-auto px-1 scrollbar-none">
          <TabsList aria-label="Recognition">
            {tabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map(({ value, panel }) => (
          <TabsContent key={value} value={value} className="mt-4">
            {panel}
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
