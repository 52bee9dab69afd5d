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
import demo from "./demo-portfolio.json";

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

/** Creates each row of a list through `create`, parsed first by the list's schema. */
async function createEach<I>(
  rows: readonly unknown[],
  schema: { parse(row: unknown): I },
  create: (input: I) => Promise<unknown>,
) {
  for (const row of rows) await create(schema.parse(row));
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

  // The demo's content is data (demo-portfolio.json); each list goes through its repository, parsed by the API's
  // own schema, so the demo can never hold what a rep could not have saved.
  await createEach(demo.dealHighlights, dealHighlightSchema, (deal) =>
    portfolioLists.dealHighlights.create(userId, deal),
  );
  await createEach(demo.experiences, experienceSchema, (role) => portfolioLists.experiences.create(userId, role));
  await createEach(demo.executiveCircle, executiveSchema, (exec) =>
    portfolioLists.executiveCircle.create(userId, exec),
  );
  await createEach(demo.references, referenceSchema, (reference) =>
    portfolioLists.references.create(userId, reference),
  );

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

  await upsertAboutMe(userId, aboutMeSchema.parse(demo.aboutMe));

  // The public sample portfolio behind the landing page's "View Sample Portfolio" (/sample): every achievement,
  // shared the way a rep would share it.
  await createShareLink(userId, { achievementIds, allowIndexing: false });
}
