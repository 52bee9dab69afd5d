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

type FieldBuilder = (name: string, label: string, placeholder: string, required?: boolean) => TemplateField;

/** One builder per input type: a field is its name, label, placeholder and whether the form requires it. */
const ofType =
  (type: TemplateField["type"]): FieldBuilder =>
  (name, label, placeholder, required = false) => ({ name, label, type, placeholder, required });

const text = ofType("text");
const textarea = ofType("textarea");
const number = ofType("number");
const currency = ofType("currency");
const percent = ofType("percent");
const url = ofType("url");

/** Fields several templates share under the same name and input type; only their wording differs. */
const timeframe = (placeholder: string) => text("timeframe", "Timeframe", placeholder);
const revenue = (label: string, placeholder: string, required?: boolean) =>
  currency("revenue", label, placeholder, required);
const dealValue = (label: string, placeholder: string, required?: boolean) =>
  currency("dealValue", label, placeholder, required);
const customerName = (label: string, placeholder: string) => text("customerName", label, placeholder, true);
/** Reads as a flag at the call site: `text("name", "Label", "e.g. …", required)`. */
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

/** The extra fields each template asks for. */
const FIELDS: Record<keyof typeof ABOUT, readonly TemplateField[]> = {
  account_expansion: [
    text("accountName", "Account name", "e.g. Acme Corp", required),
    revenue("Expansion revenue ($)", "e.g. 250000", required),
    number("seats", "Seats added", "e.g. 400"),
    timeframe("e.g. Q2 2024"),
  ],
  channel_partner: [
    text("partnerName", "Partner", "e.g. Deloitte", required),
    dealValue("Deal value ($)", "e.g. 180000", required),
    text("partnerType", "Partner type", "e.g. Systems integrator"),
  ],
  territory_development: [
    text("territory", "Territory", "e.g. Pacific Northwest enterprise", required),
    revenue("Territory revenue ($)", "e.g. 1200000", required),
    percent("growthPercent", "Growth (%)", "e.g. 85"),
    timeframe("e.g. FY2023"),
  ],
  net_new_logos: [
    number("logoCount", "New logos won", "e.g. 14", required),
    revenue("New logo revenue ($)", "e.g. 640000"),
    text("salesCycle", "Average sales cycle", "e.g. 75 days"),
  ],
  outbound_campaigns: [
    text("campaignName", "Campaign", "e.g. CFO cost-takeout sequence", required),
    number("meetingsBooked", "Meetings booked", "e.g. 38", required),
    percent("responseRate", "Response rate (%)", "e.g. 12"),
    revenue("Pipeline created ($)", "e.g. 900000"),
  ],
  pipeline_generation: [
    revenue("Pipeline created ($)", "e.g. 3400000", required),
    number("opportunities", "Qualified opportunities", "e.g. 27"),
    number("coverage", "Pipeline coverage (x)", "e.g. 4.2"),
    timeframe("e.g. H1 2024"),
  ],
  ramp_speed: [
    number("rampMonths", "Months to full ramp", "e.g. 3", required),
    number("teamAverageMonths", "Team average (months)", "e.g. 6"),
    percent("quotaAttainment", "Attainment in first full quarter (%)", "e.g. 112"),
  ],
  presidents_club: [
    number("year", "Year", "e.g. 2024", required),
    percent("quotaAttainment", "Quota attainment (%)", "e.g. 146", required),
    text("rank", "Rank", "e.g. #2 of 85 AEs"),
  ],
  voice_of_customer: [
    customerName("Customer", "e.g. Northwind Health"),
    textarea("outcome", "What changed", "e.g. Roadmap item shipped in Q3", required),
  ],
  competitor_displacement: [
    text("competitor", "Competitor displaced", "e.g. Salesforce", required),
    dealValue("Deal value ($)", "e.g. 420000", required),
    text("salesCycle", "Sales cycle", "e.g. 5 months"),
  ],
  executive_alignment: [
    text("executiveTitle", "Executive sponsor", "e.g. CFO", required),
    dealValue("Deal value ($)", "e.g. 1100000"),
    textarea("outcome", "What the alignment unlocked", "e.g. Budget moved forward a year"),
  ],
  content_contribution: [
    text("assetName", "Asset", "e.g. Healthcare discovery playbook", required),
    number("teamSize", "Reps using it", "e.g. 40"),
    text("outcome", "Measured result", "e.g. +9% stage-2 conversion"),
  ],
  demo_strategy: [
    percent("winRateBefore", "Win rate before (%)", "e.g. 22", required),
    percent("winRateAfter", "Win rate after (%)", "e.g. 34", required),
    timeframe("e.g. 2023"),
  ],
  onboarding_help: [
    number("teamSize", "Reps mentored", "e.g. 6", required),
    text("outcome", "Result", "e.g. Ramp time cut from 6 to 4 months"),
  ],
  customer_testimonials: [
    customerName("Customer name", "e.g. Priya Raman"),
    text("customerTitle", "Customer title and company", "e.g. VP Operations, Contoso", required),
    textarea("quote", "Testimonial", "What did they say?", required),
  ],
  linkedin_kudos: [
    text("fromName", "From", "e.g. Dana Lee, CRO at Fabrikam", required),
    url("postUrl", "Post URL", "https://www.linkedin.com/posts/..."),
  ],
  references: [
    customerName("Reference account", "e.g. Tailspin Toys"),
    number("referenceCount", "Prospects they spoke to", "e.g. 5"),
    dealValue("Influenced pipeline ($)", "e.g. 750000"),
  ],
};

export const ACHIEVEMENT_TEMPLATES: readonly AchievementTemplate[] = Object.entries(ABOUT).map(
  ([category, [name, icon, description]]) => ({
    category,
    name,
    description,
    icon,
    fields: FIELDS[category as keyof typeof ABOUT],
  }),
);

export const TEMPLATE_CATEGORIES = ACHIEVEMENT_TEMPLATES.map((t) => t.category);
