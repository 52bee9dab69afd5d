"use client";

import {
  Briefcase,
  Handshake,
  LayoutDashboard,
  MessageSquareQuote,
  Target,
  Trophy,
  UserRound,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, type ComponentType } from "react";
import { AboutTab } from "@/components/about/about-tab";
import { AchievementsTab } from "@/components/achievements/achievements-tab";
import { DealsTab } from "@/components/deals/deals-tab";
import { ExecutiveCircleTab } from "@/components/executives/executive-circle-tab";
import { ExperienceTab } from "@/components/experience/experience-tab";
import { OverviewTab } from "@/components/overview/overview-tab";
import { QuotaTab } from "@/components/quota/quota-tab";
import { ReferencesTab } from "@/components/references/references-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export const PORTFOLIO_TABS = [
  "overview",
  "quota",
  "deals",
  "experience",
  "endorsements",
  "achievements",
  "references",
  "about",
] as const;

export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

const DEFAULT_TAB: PortfolioTab = "overview";

const TABS: Record<PortfolioTab, { label: string; icon: LucideIcon; Panel: ComponentType }> = {
  overview: { label: "Overview", icon: LayoutDashboard, Panel: OverviewTab },
  quota: { label: "Quota", icon: Target, Panel: QuotaTab },
  deals: { label: "Deal Stories", icon: Handshake, Panel: DealsTab },
  experience: { label: "Experience", icon: Briefcase, Panel: ExperienceTab },
  endorsements: { label: "Executive Circle", icon: UsersRound, Panel: ExecutiveCircleTab },
  achievements: { label: "Achievements", icon: Trophy, Panel: AchievementsTab },
  references: { label: "References", icon: MessageSquareQuote, Panel: ReferencesTab },
  about: { label: "About Me", icon: UserRound, Panel: AboutTab },
};

function isPortfolioTab(value: string | null): value is PortfolioTab {
  return value !== null && (PORTFOLIO_TABS as readonly string[]).includes(value);
}

/** The active tab lives in `?tab=` so a reload or a shared URL opens the same tab. */
function usePortfolioTab(): [PortfolioTab, (tab: string) => void] {
  const searchParams = useSearchParams();
  const param = searchParams.get("tab");
  const active = isPortfolioTab(param) ? param : DEFAULT_TAB;
  const setActive = useCallback((tab: string) => {
    const url = new URL(window.location.href);
    if (tab === DEFAULT_TAB) url.searchParams.delete("tab");
    else url.searchParams.set("tab", tab);
    // The native history call updates useSearchParams without a server round trip or a scroll
    // (Next's router integrates it), so switching tabs is instant.
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [active, setActive];
}

/** The eight portfolio tabs, each a feature's own panel. */
export function PortfolioTabs() {
  const [active, setActive] = usePortfolioTab();
  return (
    <Tabs value={active} onValueChange={setActive} className="mt-8">
      <div className="-mx-4 overflow-x-auto px-4 scrollbar-none sm:mx-0 sm:px-0">
        <TabsList aria-label="Portfolio sections" className="w-max min-w-full justify-start sm:min-w-0">
          {PORTFOLIO_TABS.map((tab) => {
            const { label, icon: Icon } = TABS[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      {PORTFOLIO_TABS.map((tab) => {
        const { Panel } = TABS[tab];
        return (
          <TabsContent key={tab} value={tab}>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
