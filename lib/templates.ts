// The 17 achievement templates of the Choose Content Type picker, with the extra fields each asks for.
export type TemplateField = {
  name: string;
  label: string;
  type: "text" | "textarea" | "number" | "currency" | "percent" | "date" | "url";
  placeholder: string;
  required: boolean;
};

export type AchievementTemplate = {
  category: string;
  name: string;
  description: string;
  icon: string;
  fields: readonly TemplateField[];
};

const f = (
  name: string,
  label: string,
  type: TemplateField["type"],
  placeholder: string,
  required = false,
): TemplateField => ({ name, label, type, placeholder, required });

export const ACHIEVEMENT_TEMPLATES: readonly AchievementTemplate[] = [
  {
    category: "account_expansion",
    name: "Account Expansion",
    description: "Grew an existing customer through upsell, cross-sell or new divisions.",
    icon: "TrendingUp",
    fields: [
      f("accountName", "Account name", "text", "e.g. Acme Corp", true),
      f("revenue", "Expansion revenue ($)", "currency", "e.g. 250000", true),
      f("seats", "Seats added", "number", "e.g. 400"),
      f("timeframe", "Timeframe", "text", "e.g. Q2 2024"),
    ],
  },
  {
    category: "channel_partner",
    name: "Channel & Partner Win",
    description: "Sourced or closed business together with a reseller, SI or technology partner.",
    icon: "Handshake",
    fields: [
      f("partnerName", "Partner", "text", "e.g. Deloitte", true),
      f("dealValue", "Deal value ($)", "currency", "e.g. 180000", true),
      f("partnerType", "Partner type", "text", "e.g. Systems integrator"),
    ],
  },
  {
    category: "territory_development",
    name: "Territory Development",
    description: "Built a new territory, region or segment from the ground up.",
    icon: "Map",
    fields: [
      f("territory", "Territory", "text", "e.g. Pacific Northwest enterprise", true),
      f("revenue", "Territory revenue ($)", "currency", "e.g. 1200000", true),
      f("growthPercent", "Growth (%)", "percent", "e.g. 85"),
      f("timeframe", "Timeframe", "text", "e.g. FY2023"),
    ],
  },
  {
    category: "net_new_logos",
    name: "Net New Logos",
    description: "Won new customers that had never bought from the company before.",
    icon: "Sparkles",
    fields: [
      f("logoCount", "New logos won", "number", "e.g. 14", true),
      f("revenue", "New logo revenue ($)", "currency", "e.g. 640000"),
      f("salesCycle", "Average sales cycle", "text", "e.g. 75 days"),
    ],
  },
  {
    category: "outbound_campaigns",
    name: "Outbound Campaign",
    description: "Designed or ran an outbound play that created meetings and pipeline.",
    icon: "Send",
    fields: [
      f("campaignName", "Campaign", "text", "e.g. CFO cost-takeout sequence", true),
      f("meetingsBooked", "Meetings booked", "number", "e.g. 38", true),
      f("responseRate", "Response rate (%)", "percent", "e.g. 12"),
      f("revenue", "Pipeline created ($)", "currency", "e.g. 900000"),
    ],
  },
  {
    category: "pipeline_generation",
    name: "Pipeline Generation",
    description: "Created qualified pipeline well beyond target.",
    icon: "Filter",
    fields: [
      f("revenue", "Pipeline created ($)", "currency", "e.g. 3400000", true),
      f("opportunities", "Qualified opportunities", "number", "e.g. 27"),
      f("coverage", "Pipeline coverage (x)", "number", "e.g. 4.2"),
      f("timeframe", "Timeframe", "text", "e.g. H1 2024"),
    ],
  },
  {
    category: "ramp_speed",
    name: "Fast Ramp",
    description: "Reached full productivity faster than the team's benchmark.",
    icon: "Rocket",
    fields: [
      f("rampMonths", "Months to full ramp", "number", "e.g. 3", true),
      f("teamAverageMonths", "Team average (months)", "number", "e.g. 6"),
      f("quotaAttainment", "Attainment in first full quarter (%)", "percent", "e.g. 112"),
    ],
  },
  {
    category: "presidents_club",
    name: "President's Club",
    description: "Earned President's Club or an equivalent top-performer award.",
    icon: "Trophy",
    fields: [
      f("year", "Year", "number", "e.g. 2024", true),
      f("quotaAttainment", "Quota attainment (%)", "percent", "e.g. 146", true),
      f("rank", "Rank", "text", "e.g. #2 of 85 AEs"),
    ],
  },
  {
    category: "voice_of_customer",
    name: "Voice of the Customer",
    description: "Brought customer insight back that changed the product or the pitch.",
    icon: "MessageSquareQuote",
    fields: [
      f("customerName", "Customer", "text", "e.g. Northwind Health", true),
      f("outcome", "What changed", "textarea", "e.g. Roadmap item shipped in Q3", true),
    ],
  },
  {
    category: "competitor_displacement",
    name: "Competitor Displacement",
    description: "Replaced an entrenched competitor at a customer.",
    icon: "Swords",
    fields: [
      f("competitor", "Competitor displaced", "text", "e.g. Salesforce", true),
      f("dealValue", "Deal value ($)", "currency", "e.g. 420000", true),
      f("salesCycle", "Sales cycle", "text", "e.g. 5 months"),
    ],
  },
  {
    category: "executive_alignment",
    name: "Executive Alignment",
    description: "Won executive sponsorship that unlocked or accelerated a deal.",
    icon: "Crown",
    fields: [
      f("executiveTitle", "Executive sponsor", "text", "e.g. CFO", true),
      f("dealValue", "Deal value ($)", "currency", "e.g. 1100000"),
      f("outcome", "What the alignment unlocked", "textarea", "e.g. Budget moved forward a year"),
    ],
  },
  {
    category: "content_contribution",
    name: "Content Contribution",
    description: "Created sales content, playbooks or talk tracks the team adopted.",
    icon: "FileText",
    fields: [
      f("assetName", "Asset", "text", "e.g. Healthcare discovery playbook", true),
      f("teamSize", "Reps using it", "number", "e.g. 40"),
      f("outcome", "Measured result", "text", "e.g. +9% stage-2 conversion"),
    ],
  },
  {
    category: "demo_strategy",
    name: "Demo Strategy",
    description: "Built a demo approach that lifted win rates.",
    icon: "MonitorPlay",
    fields: [
      f("winRateBefore", "Win rate before (%)", "percent", "e.g. 22", true),
      f("winRateAfter", "Win rate after (%)", "percent", "e.g. 34", true),
      f("timeframe", "Timeframe", "text", "e.g. 2023"),
    ],
  },
  {
    category: "onboarding_help",
    name: "Onboarding & Mentoring",
    description: "Helped new hires ramp through coaching, shadowing or enablement.",
    icon: "GraduationCap",
    fields: [
      f("teamSize", "Reps mentored", "number", "e.g. 6", true),
      f("outcome", "Result", "text", "e.g. Ramp time cut from 6 to 4 months"),
    ],
  },
  {
    category: "customer_testimonials",
    name: "Customer Testimonial",
    description: "A customer's own words about working with you.",
    icon: "Quote",
    fields: [
      f("customerName", "Customer name", "text", "e.g. Priya Raman", true),
      f("customerTitle", "Customer title and company", "text", "e.g. VP Operations, Contoso", true),
      f("quote", "Testimonial", "textarea", "What did they say?", true),
    ],
  },
  {
    category: "linkedin_kudos",
    name: "LinkedIn Kudos",
    description: "Public recognition from a customer, leader or peer on LinkedIn.",
    icon: "ThumbsUp",
    fields: [
      f("fromName", "From", "text", "e.g. Dana Lee, CRO at Fabrikam", true),
      f("postUrl", "Post URL", "url", "https://www.linkedin.com/posts/..."),
    ],
  },
  {
    category: "references",
    name: "Reference Story",
    description: "A customer who became a reference account because of your work.",
    icon: "BadgeCheck",
    fields: [
      f("customerName", "Reference account", "text", "e.g. Tailspin Toys", true),
      f("referenceCount", "Prospects they spoke to", "number", "e.g. 5"),
      f("dealValue", "Influenced pipeline ($)", "currency", "e.g. 750000"),
    ],
  },
];

export const TEMPLATE_CATEGORIES = ACHIEVEMENT_TEMPLATES.map((t) => t.category);
