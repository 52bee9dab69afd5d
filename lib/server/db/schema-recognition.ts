// The recognition engine: rules an organisation sets (the 120% Club, streaks, President's Club, the largest deal),
// contests with a leaderboard, kudos between colleagues, each member's e-mail choices, the organisation's Slack
// webhook and the nudges sent. Awards themselves stay in org_awards (schema-orgs.ts), which names the rule or the
// contest that issued one. Re-exported by schema.ts.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cascadingRef, createdAt, serialId, timestamptz, updatedAt } from "./schema-columns";
import { users } from "./schema";
import { organizations } from "./schema-orgs";

export const recognitionRuleKind = pgEnum("recognition_rule_kind", [
  "attainment_at_least",
  "streak",
  "top_percent",
  "largest_deal",
]);
export const recognitionPeriodType = pgEnum("recognition_period_type", ["quarter", "year"]);
export const contestMetric = pgEnum("contest_metric", ["attainment", "closed_amount", "deal_count"]);

/** Who a rule or contest covers: everyone, one manager's direct reports, or one segment (or both). */
const scopeColumns = () => ({
  scopeManagerId: integer("scope_manager_id").references(() => users.id, { onDelete: "set null" }),
  scopeSegment: varchar("scope_segment", { length: 60 }),
});

export const recognitionRules = pgTable(
  "recognition_rules",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    kind: recognitionRuleKind("kind").notNull(),
    /**
     * attainment_at_least and streak: the attainment percentage to reach; top_percent: the share of the scope (N%);
     * largest_deal: unused (null).
     */
    threshold: numeric("threshold", { precision: 6, scale: 2 }),
    /** streak: how many consecutive periods. */
    periods: smallint("periods"),
    periodType: recognitionPeriodType("period_type").notNull(),
    ...scopeColumns(),
    announce: boolean("announce").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recognition_rules_org_idx").on(t.orgId, t.active)],
);

export const contests = pgTable(
  "contests",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    name: varchar("name", { length: 120 }).notNull(),
    metric: contestMetric("metric").notNull(),
    /** The first and last day counted (inclusive). attainment contests run over whole periods inside them. */
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    ...scopeColumns(),
    prize: varchar("prize", { length: 300 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When the winners were awarded (set once, by the run that awarded them). */
    awardedAt: timestamptz("awarded_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contests_org_idx").on(t.orgId, t.endsOn)],
);

export const kudos = pgTable(
  "kudos",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    fromUserId: integer("from_user_id").references(() => users.id, { onDelete: "set null" }),
    toUserId: cascadingRef("to_user_id", () => users.id),
    /** Kept with the kudos: it outlives the sender's account and membership. */
    fromName: varchar("from_name", { length: 120 }).notNull(),
    fromTitle: varchar("from_title", { length: 120 }),
    orgName: varchar("org_name", { length: 120 }).notNull(),
    message: text("message").notNull(),
    /** The recipient chose to show it on their book (a peer endorsement, never verified). */
    onBook: boolean("on_book").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("kudos_org_created_idx").on(t.orgId, t.createdAt), index("kudos_to_idx").on(t.toUserId)],
);

/** A member's e-mail choices in one organisation; no row means both on. */
export const recognitionPreferences = pgTable(
  "recognition_preferences",
  {
    orgId: cascadingRef("org_id", () => organizations.id),
    userId: cascadingRef("user_id", () => users.id),
    announcements: boolean("announcements").notNull().default(true),
    nudges: boolean("nudges").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);

/** The organisation's Slack incoming webhook, sealed. */
export const orgSlackWebhooks = pgTable("org_slack_webhooks", {
  orgId: cascadingRef("org_id", () => organizations.id).primaryKey(),
  webhookUrlSealed: text("webhook_url_sealed").notNull(),
  addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** One nudge per member, organisation and week: the weekly run is safe to run twice. */
export const recognitionNudges = pgTable(
  "recognition_nudges",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    userId: cascadingRef("user_id", () => users.id),
    /** The Monday of the week it was sent for. */
    week: date("week").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recognition_nudges_once").on(t.orgId, t.userId, t.week)],
);

/**
 * Each organisation's recognition state: `stale` is set by database triggers whenever a fact the rules rest on
 * changes (lib/server/db/triggers.ts), and cleared by the evaluation that takes it in; `evaluatedAt` lets the daily
 * job evaluate every organisation with rules once a day, when periods close.
 */
export const recognitionRuns = pgTable(
  "recognition_runs",
  {
    orgId: cascadingRef("org_id", () => organizations.id).primaryKey(),
    stale: boolean("stale").notNull().default(true),
    evaluatedAt: timestamptz("evaluated_at"),
  },
  (t) => [
    index("recognition_runs_stale_idx")
      .on(t.orgId)
      .where(sql`${t.stale}`),
  ],
);
