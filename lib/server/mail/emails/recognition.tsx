// The recognition engine's e-mails: the rep's notice of an award they earned (what it rests on, and their book), and
// the announcement of colleagues' awards to the people a rule covers, all of one run in one message, with the
// person's own unsubscribe link. Announcements name people, titles, rules and periods, never a figure.
import { Link, Section, Text } from "@react-email/components";
import { PRODUCT_NAME } from "@/lib/product";
import { periodName } from "@/lib/recognition-periods";
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
