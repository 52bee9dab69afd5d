// Every option list the forms offer and the validators accept, worded as a seller expects to read them.

export const REVENUE_SIZES = [
  "Early Stage Startup (under $1M ARR)",
  "Growth Stage ($1M-$10M)",
  "SMB/Mid-Market ($10M-$100M)",
  "Enterprise ($100M-$1B)",
  "Fortune 1000 ($1B-$10B)",
  "Fortune 500 ($10B+)",
  "Public Company",
] as const;

export const EMPLOYEE_RANGES = [
  "1-10",
  "11-50",
  "51-200",
  "201-1,000",
  "1,001-5,000",
  "5,001-25,000",
  "25,000+",
] as const;

export const COMPANY_TYPES = [
  "Private",
  "Public",
  "Government Agency",
  "Non-Profit",
  "Startup Venture-Backed",
  "Bootstrap",
  "Family-Owned",
  "Multinational",
] as const;

export const MARKET_COMPLEXITIES = [
  "Single Decision Maker",
  "Small Buying Committee (2-3)",
  "Departmental Buying Committee",
  "Cross-Functional Committee (5+)",
  "Enterprise Procurement & Legal",
  "Multi-Location/Global",
] as const;

export const VERTICALS = [
  "SaaS & Software",
  "Financial Services",
  "Banking",
  "Insurance",
  "Healthcare & Life Sciences",
  "Manufacturing",
  "Retail & E-commerce",
  "Telecommunications",
  "Media & Entertainment",
  "Energy & Utilities",
  "Government & Public Sector",
  "Education",
  "Professional Services",
  "Transportation & Logistics",
  "Real Estate & Construction",
  "Hospitality & Travel",
  "Cybersecurity",
  "Non-Profit",
] as const;

export const PERSONAS = [
  "CEO / Founder",
  "CFO / Finance",
  "CIO / CTO",
  "CISO / Security",
  "COO / Operations",
  "CRO / Sales Leadership",
  "CMO / Marketing",
  "CHRO / People",
  "VP Engineering",
  "IT Director",
  "Procurement",
  "Legal / Compliance",
  "Product Leadership",
  "Customer Success Leadership",
  "End Users / Practitioners",
] as const;

export const EXECUTIVE_LEVELS = ["C-Suite", "VP/SVP Level", "Senior Director", "Director"] as const;
export const RELATIONSHIP_TYPES = [
  "Inner Circle",
  "Regular Contact",
  "Occasional Touch",
  "Professional Network",
] as const;
export const COMMUNICATION_FREQUENCIES = ["Weekly", "Monthly", "Quarterly", "As Needed"] as const;

export const EXECUTIVE_INDUSTRIES = [
  "Technology",
  "Financial Services",
  "Healthcare",
  "Manufacturing",
  "Retail",
  "Telecommunications",
  "Energy",
  "Media",
  "Government",
  "Education",
  "Professional Services",
  "Transportation",
  "Other",
] as const;

export const WORKING_RELATIONSHIPS = [
  "Current Manager",
  "Former Manager",
  "Peer",
  "Customer",
  "Partner",
  "Direct Report",
  "Executive Sponsor",
] as const;

export const ACHIEVEMENT_CATEGORIES = {
  enterprise_deal: "Enterprise Deal",
  team_leadership: "Team Leadership",
  product_launch: "Product Launch",
  quota_achievement: "Quota Achievement",
  process_innovation: "Process Innovation",
  recognition: "Recognition & Awards",
} as const;

export type AchievementCategory = keyof typeof ACHIEVEMENT_CATEGORIES;

export const PROOF_TYPE_LABELS = {
  screenshot: "Dashboard Export",
  w2: "W-2 / payroll document",
  email: "Email Verification",
  manager_esign: "Manager E-Sign",
  none: "No proof",
} as const;

export const RAMP_STATUS_LABELS = { post_ramp: "Fully Ramped", on_ramp: "On Ramp" } as const;
