// The pricing page's Enterprise section: what the team plan adds, one card per feature.
import { Award, ChartColumn, FileChartColumn, Network, Palette, Plug, Trophy, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

const ENTERPRISE_FEATURES: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Award,
    title: "Verified Transferable Awards",
    description: "President's Club and quota awards verified once and carried by each rep from job to job.",
  },
  {
    icon: Network,
    title: "Verified Talent Network",
    description: "Search reps who opted in, with attainment already verified by their managers.",
  },
  {
    icon: ChartColumn,
    title: "Team Benchmarking",
    description: "Compare attainment, deal size and ramp time across teams, regions and segments.",
  },
  {
    icon: Palette,
    title: "Admin & Branding Controls",
    description: "Manage seats and roles, single sign-on, and portfolios in your company's brand.",
  },
  {
    icon: Trophy,
    title: "Motivation & Recognition Engine",
    description: "Celebrate wins as they happen with verified recognition your reps keep for their careers.",
  },
  {
    icon: FileChartColumn,
    title: "Advanced Reporting",
    description: "Export verified performance data for QBRs, compensation reviews and board decks.",
  },
  {
    icon: Plug,
    title: "ATS & CRM Integrations",
    description: "Connect your applicant tracking system and CRM so verified figures flow where you work.",
  },
];

export function EnterpriseFeatures() {
  return (
    <section aria-labelledby="enterprise-heading" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <Badge variant="info">Enterprise</Badge>
          <h2 id="enterprise-heading" className="mt-4 text-3xl font-bold tracking-tight">
            Built for sales leaders and talent teams
          </h2>
          <p className="mt-3 text-muted-foreground">
            Give every rep a verified track record, and give leaders the data to recognise, benchmark and hire.
          </p>
        </div>
        {/* Flex rather than grid so the seventh card sits centred on its own row. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-4">
          {ENTERPRISE_FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="w-full sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]">
              <Card className="h-full p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
