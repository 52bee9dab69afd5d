"use client";

import {
  Award,
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
import dynamic from "next/dynamic";
import { useCallback, type ComponentType } from "react";
import { Spinner } from "@/components/ui/spinner";
import { HydrationMarker } from "@/components/ui/hydration-marker";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export const PORTFOLIO_TABS = [
  "overview",
  "quota",
  "deals",
  "experience",
  "endorsements",
  "achievements",
  "recognitions",
  "references",
  "about",
] as const;

export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

const DEFAULT_TAB: PortfolioTab = "overview";

// Each panel's code loads when its tab is first shown. The open panel is rendered on the server from the lists the
// page hands to the query cache, so its content paints with the first bytes, and its code is preloaded with the
// page's (each import() stands inside its own dynamic() call for that). The panel then marks itself hydrated
// (HydrationMarker) once its controls answer.
function ready(Content: ComponentType): ComponentType {
  return function ReadyPanel() {
    return (
      <>
        <Content />
        <HydrationMarker />
      </>
    );
  };
}

const loading = () => (
  <div className="flex justify-center py-16">
    <Spinner />
  </div>
);

const OverviewTab = dynamic(() => import("@/components/overview/overview-tab").then((m) => ready(m.OverviewTab)), {
  loading,
});
const QuotaTab = dynamic(() => import("@/components/quota/quota-tab").then((m) => ready(m.QuotaTab)), { loading });
const DealsTab = dynamic(() => import("@/components/deals/deals-tab").then((m) => ready(m.DealsTab)), { loading });
const ExperienceTab = dynamic(
  () => import("@/components/experience/experience-tab").then((m) => ready(m.ExperienceTab)),
  { loading },
);
const ExecutiveCircleTab = dynamic(
  () => import("@/components/executives/executive-circle-tab").then((m) => ready(m.ExecutiveCircleTab)),
  { loading },
);
const AchievementsTab = dynamic(
  () => import("@/components/achievements/achievements-tab").then((m) => ready(m.AchievementsTab)),
  { loading },
);
const RecognitionsTab = dynamic(
  () => import("@/components/recognitions/recognitions-tab").then((m) => ready(m.RecognitionsTab)),
  { loading },
);
const ReferencesTab = dynamic(
  () => import("@/components/references/references-tab").then((m) => ready(m.ReferencesTab)),
  { loading },
);
const AboutTab = dynamic(() => import("@/components/about/about-tab").then((m) => ready(m.AboutTab)), { loading });

const TABS: Record<PortfolioTab, { label: string; icon: LucideIcon; Panel: ComponentType }> = {
  overview: { label: "Overview", icon: LayoutDashboard, Panel: OverviewTab },
  quota: { label: "Quota", icon: Target, Panel: QuotaTab },
  deals: { label: "Deal Stories", icon: Handshake, Panel: DealsTab },
  experience: { label: "Experience", icon: Briefcase, Panel: ExperienceTab },
  endorsements: { label: "Executive Circle", icon: UsersRound, Panel: ExecutiveCircleTab },
  achievements: { label: "Achievements", icon: Trophy, Panel: AchievementsTab },
  recognitions: { label: "Recognitions", icon: Award, Panel: RecognitionsTab },
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

/** The nine portfolio tabs, each a feature's own panel. */
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
