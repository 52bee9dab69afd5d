// The recognition engine's e-mails: the rep's notice of an award they earned (what it rests on, and their book), the
// announcement of colleagues' awards to the people a rule covers, all of one run in one message, with the person's
// own unsubscribe link (announcements name people, titles, rules and periods, never a figure), and the weekly nudge
// near a period's end: the member's own verified standing and the rules still open to them, never anyone else's.
import { Link, Section, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/product";
import { periodName } from "@/lib/recognition-periods";
import type { NudgeStanding, NudgeTarget } from "@/lib/recognition-nudges";
import { MailButton, MailLayout, P } from "./layout";

export type AwardEarned = {
  recipientName: string;
  orgName: string;
  title: string;
  /** What the badge says it rests on (the award's evidence), when there is one. */
  evidence: string | null;
  link: string;
};

export function AwardEarnedEmail({ recipientName, orgName, title, evidence, link }: AwardEarned) {
  return (
    <MailLayout>
      <P>Hello {recipientName},</P>
      <P>
        Congratulations: {orgName} recognised you with <strong>“{title}”</strong>.
      </P>
      {evidence ? <P>It rests on this: {evidence}.</P> : null}
      <P>
        It is on your {PRODUCT_NAME} book now as a recognition verified by your employer. Choose where it shows when you
        share your book:
      </P>
      <MailButton href={link} label="Open your book" />
    </MailLayout>
  );
}

export type AnnouncedAward = {
  recipientName: string;
  title: string;
  /** The rule or contest behind it. */
  source: string | null;
  /** "2025-Q3" or "2025", or null. */
  period: string | null;
};

export type AwardAnnouncement = {
  memberName: string;
  orgName: string;
  awards: AnnouncedAward[];
  unsubscribeLink: string;
};

/** "Alex Doe earned “President's Club” (120% Club, Q3 2025)". */
export function announcedLine({ recipientName, title, source, period }: AnnouncedAward): string {
  // A rule named like its award ("120% Club") is said once.
  const context = [source === title ? null : source, period ? periodName(period) : null].filter(Boolean).join(", ");
  return `${recipientName} earned “${title}”${context ? ` (${context})` : ""}`;
}

export function AwardAnnouncementEmail({ memberName, orgName, awards, unsubscribeLink }: AwardAnnouncement) {
  return (
    <MailLayout>
      <P>Hello {memberName},</P>
      <P>Recognition at {orgName}: congratulate your colleagues.</P>
      <Section>
        {awards.map((award, i) => (
          <Text key={i} style={{ fontSize: "15px", lineHeight: "1.5", margin: "0 0 8px" }}>
            {`• ${announcedLine(award)}`}
          </Text>
        ))}
      </Section>
      <Text style={{ fontSize: "13px", lineHeight: "1.5", margin: "14px 0", color: "#555555" }}>
        You get these announcements as a member of {orgName}. To stop them:{" "}
        <Link href={unsubscribeLink}>{unsubscribeLink}</Link>
      </Text>
    </MailLayout>
  );
}

export type RecognitionNudge = {
  memberName: string;
  orgName: string;
  standings: NudgeStanding[];
  /** Their book. */
  link: string;
  unsubscribeLink: string;
};

/** "92%", "92.5%", "100%". */
const percent = (n: number) => `${Number(n.toFixed(2))}%`;

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** "100% earns '100% Club'", "100% earns 'Hot Streak' (your 4th quarter in a row)". */
export function targetLine({ threshold, ruleName, note }: NudgeTarget): string {
  return `${percent(threshold)} earns '${ruleName}'${note ? ` (${note})` : ""}`;
}

/**
 * "You are at 92% of Q4 2026 with 12 days left; 100% earns '100% Club'", or without a verified figure "No verified
 * figure for Q4 2026 yet, with 12 days left; 100% earns '100% Club'".
 */
export function standingLine({ period, daysLeft, attainment, targets }: NudgeStanding): string {
  const name = periodName(period);
  const where =
    attainment === null
      ? `No verified figure for ${name} yet, with ${days(daysLeft)} left`
      : `You are at ${percent(attainment)} of ${name} with ${days(daysLeft)} left`;
  return [where, ...targets.map(targetLine)].join("; ");
}

/** The subject: "12 days left in Q4 2026: your standing at Acme". */
export function nudgeSubject({ orgName, standings }: Pick<RecognitionNudge, "orgName" | "standings">): string {
  const [first] = standings;
  return first
    ? `${days(first.daysLeft)} left in ${periodName(first.period)}: your standing at ${orgName}`
    : `Your standing at ${orgName}`;
}

export function RecognitionNudgeEmail({ memberName, orgName, standings, link, unsubscribeLink }: RecognitionNudge) {
  return (
    <MailLayout>
      <P>Hello {memberName},</P>
      <P>Where you stand against {orgName}&apos;s recognition rules as the period closes:</P>
      <Section>
        {standings.map((standing, i) => (
          <Text key={i} style={{ fontSize: "15px", lineHeight: "1.5", margin: "0 0 8px" }}>
            {`• ${standingLine(standing)}`}
          </Text>
        ))}
      </Section>
      <P>
        Only your own verified figures count: the records {orgName} signed off from its CRM or your manager attested in{" "}
        {PRODUCT_NAME}. A figure still to come counts once it is in. This e-mail is yours alone: nobody else&apos;s
        figures are in it, and nobody else gets yours.
      </P>
      <MailButton href={link} label="Open your book" />
      <Text style={{ fontSize: "13px", lineHeight: "1.5", margin: "14px 0", color: "#555555" }}>
        You get this nudge at most once a week near a period&apos;s end, as a member of {orgName}. To stop nudges:{" "}
        <Link href={unsubscribeLink}>{unsubscribeLink}</Link>
      </Text>
    </MailLayout>
  );
}
