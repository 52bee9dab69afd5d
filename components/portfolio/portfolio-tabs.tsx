"use client";

import {
  Briefcase,
  Handshake,
  LayoutDashboard,
  MessageSquareQuote,
  Plus,
  Target,
  Trophy,
  UserRound,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PRODUCT_NAME } from "@/lib/product";

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

type TabConfig = {
  label: string;
  icon: LucideIcon;
  empty: { title: string; description: string; action?: ReactNode };
};

const TABS: Record<PortfolioTab, TabConfig> = {
  overview: {
    label: "Overview",
    icon: LayoutDashboard,
    empty: {
      title: "Start building your brag book",
      description: "Add quota results, deal stories and achievements to show hiring managers what you deliver.",
    },
  },
  quota: {
    label: "Quota",
    icon: Target,
    empty: {
      title: `No ${PRODUCT_NAME}s Submitted`,
      description: "Submit a quota period and verify it with your manager's e-signature or a dashboard export.",
    },
  },
  deals: {
    label: "Deal Stories",
    icon: Handshake,
    empty: {
      title: "No deal stories yet",
      description: "Document a deal win with its ARR, stakeholders and how you got it over the line.",
    },
  },
  experience: {
    label: "Experience",
    icon: Briefcase,
    empty: {
      title: "No experience added yet",
      description: "Add your sales roles with territories, verticals and the buyers you sold to.",
    },
  },
  endorsements: {
    label: "Executive Circle",
    icon: UsersRound,
    empty: {
      title: "No executives in your circle yet",
      description: "Add the executives who can vouch for your work, and mark the ones you are on texting basis with.",
    },
  },
  achievements: {
    label: "Achievements",
    icon: Trophy,
    empty: {
      title: "No achievements yet",
      description: "Capture the wins, awards and milestones that set you apart.",
      action: (
        <Button disabled>
          <Plus aria-hidden="true" />
          Add Your First Achievement
        </Button>
      ),
    },
  },
  references: {
    label: "References",
    icon: MessageSquareQuote,
    empty: {
      title: "No references yet",
      description: "Add managers, peers and customers who can speak to your results.",
    },
  },
  about: {
    label: "About Me",
    icon: UserRound,
    empty: {
      title: "Tell your story",
      description: "Share your sales philosophy, career highlights and what drives you.",
    },
  },
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

/** The eight portfolio tabs; each shows its empty state until the next issues fill them. */
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
        const { icon, empty } = TABS[tab];
        return (
          <TabsContent key={tab} value={tab}>
            <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
