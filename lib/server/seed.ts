import "server-only";
// The demo account: a full, realistic portfolio across every section (documented in the README).
import { hash } from "@node-rs/argon2";
import { count, eq, sql } from "drizzle-orm";
import { achievementSchema, recognitionSchema } from "@/lib/validators/achievement";
import { aboutMeSchema } from "@/lib/validators/about-me";
import { dealHighlightSchema } from "@/lib/validators/deal-highlight";
import { executiveSchema } from "@/lib/validators/executive";
import { experienceSchema } from "@/lib/validators/experience";
import { quotaRecordSchema } from "@/lib/validators/quota-record";
import { referenceSchema } from "@/lib/validators/reference";
import { getDb } from "./db/client";
import { quotaRecords, signingRequests, users } from "./db/schema";
import { upsertAboutMe } from "./data/about-me";
import { createShareLink } from "./data/share-links";
import { writeAudit } from "./data/audit";
import { portfolioLists } from "./data/portfolio";

/** The demo rep's manager, who signs their recent quarters (an address that can never be delivered). */
const DEMO_MANAGER_PROOF = {
  proofType: "manager_esign",
  managerName: "Priya Shah",
  managerEmail: "priya.shah@northbeam.example",
} as const;

export const DEMO_ACCOUNT = { email: "demo@quotaproof.com", password: "demo1234", username: "jordan.ellis" };

export async function isDatabaseEmpty(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Quarters of the last three years that have ended, newest first, with realistic attainment. */
function demoQuotaRecords(now: Date) {
  const year = now.getUTCFullYear();
  const currentQuarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const attainment = [1.42, 1.18, 1.27, 0.94, 1.35, 1.09, 1.21, 0.88, 1.15, 1.02, 1.31];
  const records: Array<Record<string, unknown>> = [];
  let i = 0;
  for (let y = year; y >= year - 2; y--) {
    for (let q = 4; q >= 1; q--) {
      if (y === year && q >= currentQuarter) continue;
      const quota = 450000;
      const ratio = attainment[i % attainment.length]!;
      records.push({
        year: y,
        periodType: "quarterly",
        quarter: q,
        quota: String(quota),
        attainment: String(Math.round(quota * ratio)),
        rampStatus: "post_ramp",
        stackRankPosition: ratio > 1.2 ? 2 : 7,
        stackRankTotal: 28,
        stackRankPublic: true,
        ...(i < 4 ? DEMO_MANAGER_PROOF : { proofType: "none" }),
      });
      i++;
    }
  }
  records.push({
    year: year - 1,
    periodType: "annual",
    quota: "1800000",
    attainment: "2214000",
    rampStatus: "post_ramp",
    stackRankPosition: 3,
    stackRankTotal: 28,
    ...DEMO_MANAGER_PROOF,
  });
  return records;
}

export async function seedDemoAccount(now = new Date()): Promise<void> {
  const db = await getDb();
  // Re-seeding resets the demo: its rows go with the user (cascade).
  await db.delete(users).where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      username: DEMO_ACCOUNT.username,
      passwordHash: await hash(DEMO_ACCOUNT.password),
      fullName: "Jordan Ellis",
      title: "Senior Enterprise Account Executive",
      company: "Northbeam Analytics",
      linkedinUrl: "https://www.linkedin.com/in/jordan-ellis-sales",
      subscriptionTier: "pro",
      isVerified: true,
      emailConfirmedAt: now,
    })
    .returning();
  const userId = user!.id;

  for (const [index, record] of demoQuotaRecords(now).entries()) {
    // Manager e-sign records open a real signing request (its e-mail waits in the outbox); every other one is
    // shown as signed by the demo manager, so the demo has both states.
    const created = await portfolioLists.quotaRecords.create(userId, quotaRecordSchema.parse(record));
    if (record.proofType === "manager_esign" && index % 2 === 0) {
      await db
        .update(signingRequests)
        .set({
          status: "signed",
          signerName: DEMO_MANAGER_PROOF.managerName,
          signerTitle: "Regional Vice President, Sales",
          signedAt: now,
        })
        .where(eq(signingRequests.quotaRecordId, created.id));
      await db.update(quotaRecords).set({ isVerified: true, verifiedAt: now }).where(eq(quotaRecords.id, created.id));
      await writeAudit(
        db,
        {
          userId,
          entityType: "quota_record",
          entityId: created.id,
          action: "signed",
          details: { signerName: DEMO_MANAGER_PROOF.managerName },
        },
        { actor: DEMO_MANAGER_PROOF.managerEmail, ip: null, userAgent: null },
      );
    }
  }

  const deals = [
    {
      title: "Meridian Health: enterprise analytics platform",
      description:
        "Displaced a legacy BI vendor across 14 hospitals with a three-year platform agreement, the largest new-logo deal in the region that year.",
      arrValue: "1250000",
      cycleLength: 210,
      stakeholders: [
        { name: "Dr. Alicia Moreno", salesCycleRole: "Economic Buyer (CFO)" },
        { name: "Raj Patel", salesCycleRole: "Champion (VP Data)" },
        { name: "Karen Wu", salesCycleRole: "Technical Evaluator" },
        { name: "Tom Becker", salesCycleRole: "Procurement" },
        { name: "Linda Osei", salesCycleRole: "Legal" },
      ],
      timeline: [
        { date: "Discovery", label: "Mapped reporting pain across 14 sites" },
        { date: "Week 10", label: "Proof of value on readmission analytics" },
        { date: "Week 30", label: "Signed three-year agreement" },
      ],
      currentState: "Finance and clinical teams reconciled 40+ spreadsheets every month.",
      negativeConsequences: "Readmission penalties of $3.1M a year went unexplained.",
      desiredFutureState: "One governed model for finance and clinical reporting.",
      positiveBusinessOutcomes: "$2.4M a year in avoided penalties and 1,900 analyst hours saved.",
      whyChange: "Penalties were growing faster than the analytics team.",
      whyNow: "The legacy contract expired at fiscal year end.",
      whyUs: "Only vendor with a proven HL7 connector and a 6-week rollout.",
      economicBuyer: "Dr. Alicia Moreno, CFO",
      champion: "Raj Patel, VP Data",
      competition: "Incumbent legacy BI vendor",
      decisionCriteria: "Time to value, HIPAA controls, total cost over 3 years",
      decisionProcess: "Proof of value, security review, board approval",
      paperProcess: "MSA + BAA, legal review 3 weeks",
      identifyPain: "Unexplained readmission penalties",
      metrics: "$2.4M avoided penalties per year",
      revenueImpact: "$3.75M total contract value",
      customerStoryUrl: "https://example.com/customers/meridian-health",
    },
    {
      title: "Cobalt Logistics: expansion to global fleet",
      description:
        "Expanded a single-region pilot to all 6 regions after a fleet-utilisation business case signed off by the COO.",
      arrValue: "640000",
      cycleLength: 95,
      stakeholders: [
        { name: "Marcus Lee", salesCycleRole: "Economic Buyer (COO)" },
        { name: "Sofia Grant", salesCycleRole: "Champion (Director of Ops)" },
      ],
      whyChange: "Idle trucks cost 8% of fleet capacity.",
      whyNow: "Peak season planning started in Q3.",
      whyUs: "Pilot already cut idle time by 11%.",
      economicBuyer: "Marcus Lee, COO",
      champion: "Sofia Grant",
    },
  ];
  for (const deal of deals) await portfolioLists.dealHighlights.create(userId, dealHighlightSchema.parse(deal));

  const roles = [
    {
      company: "Northbeam Analytics",
      role: "Senior Enterprise Account Executive",
      duration: "3 years",
      location: "Chicago, IL (Remote)",
      companyRevenueSize: ["Enterprise ($100M-$1B)"],
      companyEmployeeCount: ["1,001-5,000"],
      companyType: ["Private", "Startup Venture-Backed"],
      marketComplexity: "Enterprise Procurement & Legal",
      verticals: ["Healthcare & Life Sciences", "Transportation & Logistics"],
      personas: ["CFO / Finance", "CIO / CTO", "COO / Operations"],
      netNewLogoPercent: 70,
      expansionPercent: 30,
      totalAccountsManaged: 35,
      existingCustomers: 12,
      netNewProspects: 23,
      averageDealCycle: 6.5,
      achievements: "President's Club 2 years running; 128% average attainment; largest new logo in company history.",
      description:
        "Own net-new enterprise accounts in the Midwest with a $1.8M annual quota, selling analytics platforms to C-level buyers.",
      startDate: "2022-09-01",
    },
    {
      company: "Lumen CRM",
      role: "Mid-Market Account Executive",
      duration: "2 years 4 months",
      location: "Austin, TX",
      companyRevenueSize: ["SMB/Mid-Market ($10M-$100M)"],
      companyEmployeeCount: ["201-1,000"],
      companyType: ["Startup Venture-Backed"],
      marketComplexity: "Cross-Functional Committee (5+)",
      verticals: ["SaaS & Software", "Professional Services"],
      personas: ["CRO / Sales Leadership", "CMO / Marketing"],
      netNewLogoPercent: 50,
      expansionPercent: 50,
      totalAccountsManaged: 60,
      existingCustomers: 30,
      netNewProspects: 30,
      averageDealCycle: 2.5,
      achievements: "Ranked #1 of 22 mid-market reps in 2021; closed 41 new logos.",
      description:
        "Sold CRM seats to growing sales teams of 50 to 500, running full-cycle deals from outbound to close.",
      startDate: "2020-05-01",
      endDate: "2022-08-31",
    },
    {
      company: "Brightline Staffing",
      role: "Sales Development Representative",
      duration: "1 year 8 months",
      location: "Austin, TX",
      companyRevenueSize: ["Growth Stage ($1M-$10M)"],
      companyEmployeeCount: ["51-200"],
      companyType: ["Private", "Bootstrap"],
      marketComplexity: "Small Buying Committee (2-3)",
      verticals: ["Professional Services"],
      personas: ["CHRO / People"],
      netNewLogoPercent: 90,
      expansionPercent: 10,
      totalAccountsManaged: 200,
      existingCustomers: 0,
      netNewProspects: 200,
      averageDealCycle: 1,
      achievements: "Booked 142% of meeting target; promoted to AE in 20 months.",
      description: "Prospected HR leaders by phone and e-mail and handed qualified meetings to account executives.",
      startDate: "2018-09-01",
      endDate: "2020-04-30",
    },
  ];
  for (const role of roles) await portfolioLists.experiences.create(userId, experienceSchema.parse(role));

  const executives = [
    {
      executiveName: "Alicia Moreno",
      executiveTitle: "Chief Financial Officer",
      executiveCompany: "Meridian Health",
      linkedinProfileUrl: "https://www.linkedin.com/in/alicia-moreno",
      executiveLevel: "C-Suite",
      relationship: "Inner Circle",
      communicationFrequency: "Monthly",
      connectionStrength: 9,
      industry: "Healthcare",
      isTextingBasis: true,
      howYouMet: "Executive sponsor on the Meridian platform deal",
    },
    {
      executiveName: "Marcus Lee",
      executiveTitle: "Chief Operating Officer",
      executiveCompany: "Cobalt Logistics",
      executiveLevel: "C-Suite",
      relationship: "Regular Contact",
      communicationFrequency: "Quarterly",
      connectionStrength: 7,
      industry: "Transportation",
    },
    {
      executiveName: "Priya Raman",
      executiveTitle: "SVP Revenue Operations",
      executiveCompany: "Fabrikam Retail",
      executiveLevel: "VP/SVP Level",
      relationship: "Professional Network",
      communicationFrequency: "As Needed",
      connectionStrength: 6,
      industry: "Retail",
    },
  ];
  for (const executive of executives)
    await portfolioLists.executiveCircle.create(userId, executiveSchema.parse(executive));

  const referenceList = [
    {
      referenceName: "Dana Whitfield",
      referenceTitle: "Regional Vice President, Sales",
      referenceCompany: "Northbeam Analytics",
      workingRelationship: "Current Manager",
      relationshipContext: "Managed Jordan for three years in the Midwest enterprise team.",
      email: "dana.whitfield@example.com",
      testimonial:
        "Jordan is the rep I give the hardest accounts to. Disciplined forecasting, fearless with executives.",
      yearsWorkedTogether: 3,
    },
    {
      referenceName: "Raj Patel",
      referenceTitle: "VP Data",
      referenceCompany: "Meridian Health",
      workingRelationship: "Customer",
      relationshipContext: "Champion on the Meridian Health platform deal.",
      testimonial: "Jordan understood our clinical workflows better than vendors twice the size.",
      yearsWorkedTogether: 2,
    },
  ];
  for (const reference of referenceList)
    await portfolioLists.references.create(userId, referenceSchema.parse(reference));

  const achievementList = [
    achievementSchema.parse({
      title: "Closed the largest new-logo deal in company history",
      description:
        "Won Meridian Health, a 14-hospital system, with a $1.25M ARR platform agreement against the incumbent.",
      category: "enterprise_deal",
      metrics: { dealValue: "1250000", salesCycle: "7 months" },
      challenges: "Entrenched incumbent with a five-year relationship.",
      solution: "Ran a 6-week proof of value on readmission analytics with the CFO as sponsor.",
      impact: "$3.75M total contract value; opened the healthcare vertical.",
      timeframe: "2024",
      tags: ["healthcare", "new logo", "competitive displacement"],
    }),
    recognitionSchema.parse({
      title: "President's Club 2024",
      description: "Top 3 of 28 enterprise account executives at 146% of annual quota.",
      dateReceived: `${now.getUTCFullYear() - 1}-02-15`,
      tags: ["presidents club"],
    }),
    achievementSchema.parse({
      title: "Built the healthcare discovery playbook",
      description: "Wrote the discovery guide and talk track now used by 40 account executives in healthcare deals.",
      category: "content_contribution",
      metrics: { assetName: "Healthcare discovery playbook", teamSize: "40", outcome: "+9% stage-2 conversion" },
      impact: "Stage-2 conversion up 9 points across the team.",
      tags: ["enablement"],
    }),
    achievementSchema.parse({
      title: "Ramped to full quota in 3 months",
      description: "Hit 112% of quota in the first full quarter at Northbeam, against a team average ramp of 6 months.",
      category: "ramp_speed",
      metrics: { rampMonths: "3", teamAverageMonths: "6", quotaAttainment: "112" },
      tags: ["ramp"],
    }),
    achievementSchema.parse({
      title: "Mentored four new account executives",
      description:
        "Ran weekly deal reviews and call shadowing for four new hires; all four hit quota in their second quarter.",
      category: "team_leadership",
      metrics: { teamSize: "4" },
      tags: ["mentoring", "leadership"],
    }),
  ];
  const achievementIds: number[] = [];
  for (const achievement of achievementList)
    achievementIds.push((await portfolioLists.achievements.create(userId, achievement)).id);

  await upsertAboutMe(
    userId,
    aboutMeSchema.parse({
      personalSummary:
        "Enterprise seller with eight years in analytics and CRM, known for long, multi-threaded deals with C-level buyers.",
      salesPhilosophy: "Earn the right to the executive conversation by knowing their numbers better than anyone.",
      careerHighlights: [
        "President's Club 2023 and 2024",
        "Largest new logo in Northbeam history",
        "#1 of 22 mid-market reps in 2021",
      ],
      coreValues: ["Integrity", "Preparation", "Curiosity"],
      industryExpertise: ["Healthcare", "Logistics", "SaaS"],
      personalInterests: ["Marathon running", "Chess"],
      languages: ["English", "Spanish"],
      certifications: ["MEDDPICC Certified", "Challenger Sale"],
      personalWebsite: "https://example.com/jordan-ellis",
    }),
  );

  // The public sample portfolio behind the landing page's "View Sample Portfolio" (/sample): every achievement,
  // shared the way a rep would share it.
  await createShareLink(userId, { achievementIds, allowIndexing: false });
}
