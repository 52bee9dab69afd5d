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

/** A field as a template lists it: everything but its name, which is its key in the list. */
type FieldSpec<T extends TemplateField["type"] = TemplateField["type"]> = Omit<TemplateField, "name" | "type"> & {
  type: T;
};

/** One builder per input type: a field is its label, placeholder and whether the form requires it. */
const ofType =
  <T extends TemplateField["type"]>(type: T) =>
  (label: string, placeholder: string, required = false): FieldSpec<T> => ({ label, type, placeholder, required });

const text = ofType("text");
const textarea = ofType("textarea");
const number = ofType("number");
const currency = ofType("currency");
const percent = ofType("percent");
const url = ofType("url");
/** Reads as a flag at the call site: `text("Label", "e.g. …", required)`. */
const required = true;

/** Each template's picker name, icon and one-line description, in picker order. */
// prettier-ignore
const ABOUT = {
  account_expansion: ["Account Expansion", "TrendingUp", "Grew an existing customer through upsell, cross-sell or new divisions."],
  channel_partner: ["Channel & Partner Win", "Handshake", "Sourced or closed business together with a reseller, SI or technology partner."],
  territory_development: ["Territory Development", "Map", "Built a new territory, region or segment from the ground up."],
  net_new_logos: ["Net New Logos", "Sparkles", "Won new customers that had never bought from the company before."],
  outbound_campaigns: ["Outbound Campaign", "Send", "Designed or ran an outbound play that created meetings and pipeline."],
  pipeline_generation: ["Pipeline Generation", "Filter", "Created qualified pipeline well beyond target."],
  ramp_speed: ["Fast Ramp", "Rocket", "Reached full productivity faster than the team's benchmark."],
  presidents_club: ["President's Club", "Trophy", "Earned President's Club or an equivalent top-performer award."],
  voice_of_customer: ["Voice of the Customer", "MessageSquareQuote", "Brought customer insight back that changed the product or the pitch."],
  competitor_displacement: ["Competitor Displacement", "Swords", "Replaced an entrenched competitor at a customer."],
  executive_alignment: ["Executive Alignment", "Crown", "Won executive sponsorship that unlocked or accelerated a deal."],
  content_contribution: ["Content Contribution", "FileText", "Created sales content, playbooks or talk tracks the team adopted."],
  demo_strategy: ["Demo Strategy", "MonitorPlay", "Built a demo approach that lifted win rates."],
  onboarding_help: ["Onboarding & Mentoring", "GraduationCap", "Helped new hires ramp through coaching, shadowing or enablement."],
  customer_testimonials: ["Customer Testimonial", "Quote", "A customer's own words about working with you."],
  linkedin_kudos: ["LinkedIn Kudos", "ThumbsUp", "Public recognition from a customer, leader or peer on LinkedIn."],
  references: ["Reference Story", "BadgeCheck", "A customer who became a reference account because of your work."],
} as const;

/** Names several templates use keep one input type in all of them. */
type SharedFields = {
  timeframe?: FieldSpec<"text">;
  revenue?: FieldSpec<"currency">;
  dealValue?: FieldSpec<"currency">;
};

/** The extra fields each template asks for, keyed by name (so none is listed twice), in the form's order. */
const FIELDS: Record<keyof typeof ABOUT, Record<string, FieldSpec> & SharedFields> = {
  account_expansion: {
    accountName: text("Account name", "e.g. Acme Corp", required),
    revenue: currency("Expansion revenue ($)", "e.g. 250000", required),
    seats: number("Seats added", "e.g. 400"),
    timeframe: text("Timeframe", "e.g. Q2 2024"),
  },
  channel_partner: {
    partnerName: text("Partner", "e.g. Deloitte", required),
    dealValue: currency("Deal value ($)", "e.g. 180000", required),
    partnerType: text("Partner type", "e.g. Systems integrator"),
  },
  territory_development: {
    territory: text("Territory", "e.g. Pacific Northwest enterprise", required),
    revenue: currency("Territory revenue ($)", "e.g. 1200000", required),
    growthPercent: percent("Growth (%)", "e.g. 85"),
    timeframe: text("Timeframe", "e.g. FY2023"),
  },
  net_new_logos: {
    logoCount: number("New logos won", "e.g. 14", required),
    revenue: currency("New logo revenue ($)", "e.g. 640000"),
    salesCycle: text("Average sales cycle", "e.g. 75 days"),
  },
  outbound_campaigns: {
    campaignName: text("Campaign", "e.g. CFO cost-takeout sequence", required),
    meetingsBooked: number("Meetings booked", "e.g. 38", required),
    responseRate: percent("Response rate (%)", "e.g. 12"),
    revenue: currency("Pipeline created ($)", "e.g. 900000"),
  },
  pipeline_generation: {
    revenue: currency("Pipeline created ($)", "e.g. 3400000", required),
    opportunities: number("Qualified opportunities", "e.g. 27"),
    coverage: number("Pipeline coverage (x)", "e.g. 4.2"),
    timeframe: text("Timeframe", "e.g. H1 2024"),
  },
  ramp_speed: {
    rampMonths: number("Months to full ramp", "e.g. 3", required),
    teamAverageMonths: number("Team average (months)", "e.g. 6"),
    quotaAttainment: percent("Attainment in first full quarter (%)", "e.g. 112"),
  },
  presidents_club: {
    year: number("Year", "e.g. 2024", required),
    quotaAttainment: percent("Quota attainment (%)", "e.g. 146", required),
    rank: text("Rank", "e.g. #2 of 85 AEs"),
  },
  voice_of_customer: {
    customerName: text("Customer", "e.g. Northwind Health", required),
    outcome: textarea("What changed", "e.g. Roadmap item shipped in Q3", required),
  },
  competitor_displacement: {
    competitor: text("Competitor displaced", "e.g. Salesforce", required),
    dealValue: currency("Deal value ($)", "e.g. 420000", required),
    salesCycle: text("Sales cycle", "e.g. 5 months"),
  },
  executive_alignment: {
    executiveTitle: text("Executive sponsor", "e.g. CFO", required),
    dealValue: currency("Deal value ($)", "e.g. 1100000"),
    outcome: textarea("What the alignment unlocked", "e.g. Budget moved forward a year"),
  },
  content_contribution: {
    assetName: text("Asset", "e.g. Healthcare discovery playbook", required),
    teamSize: number("Reps using it", "e.g. 40"),
    outcome: text("Measured result", "e.g. +9% stage-2 conversion"),
  },
  demo_strategy: {
    winRateBefore: percent("Win rate before (%)", "e.g. 22", required),
    winRateAfter: percent("Win rate after (%)", "e.g. 34", required),
    timeframe: text("Timeframe", "e.g. 2023"),
  },
  onboarding_help: {
    teamSize: number("Reps mentored", "e.g. 6", required),
    outcome: text("Result", "e.g. Ramp time cut from 6 to 4 months"),
  },
  customer_testimonials: {
    customerName: text("Customer name", "e.g. Priya Raman", required),
    customerTitle: text("Customer title and company", "e.g. VP Operations, Contoso", required),
    quote: textarea("Testimonial", "What did they say?", required),
  },
  linkedin_kudos: {
    fromName: text("From", "e.g. Dana Lee, CRO at Fabrikam", required),
    postUrl: url("Post URL", "https://www.linkedin.com/posts/..."),
  },
  references: {
    customerName: text("Reference account", "e.g. Tailspin Toys", required),
    referenceCount: number("Prospects they spoke to", "e.g. 5"),
    dealValue: currency("Influenced pipeline ($)", "e.g. 750000"),
  },
};

export const ACHIEVEMENT_TEMPLATES: readonly AchievementTemplate[] = Object.entries(ABOUT).map(
  ([category, [name, icon, description]]) => ({
    category,
    name,
    description,
    icon,
    fields: Object.entries(FIELDS[category as keyof typeof ABOUT]).map(([fieldName, field]) => ({
      name: fieldName,
      ...field,
    })),
  }),
);

export const TEMPLATE_CATEGORIES = ACHIEVEMENT_TEMPLATES.map((t) => t.category);
