// The e-mails of the administrators' work: their digest of the queues, an Enterprise sales inquiry, and the rep's
// notice of a decision on a proof or on an upgrade request.
import { PLANS, type PlanTier } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import type { AdminQueueCounts } from "../../data/admin-digest";
import { MailButton, MailLayout, P } from "./layout";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type Digest = { counts: AdminQueueCounts; fresh: AdminQueueCounts; appUrl: string };

const waitingLine = ({ reviews, upgrades }: AdminQueueCounts) =>
  `${plural(reviews, "proof", "proofs")} to review and ${plural(upgrades, "upgrade request", "upgrade requests")} waiting`;

export function AdminDigestEmail({ counts, fresh, appUrl }: Digest) {
  const upgrades = `${appUrl}/admin/upgrades`;
  return (
    <MailLayout>
      <P>
        <strong>{waitingLine(counts)}.</strong>
      </P>
      <P>
        New since the last digest: {plural(fresh.reviews, "proof", "proofs")},{" "}
        {plural(fresh.upgrades, "upgrade request", "upgrade requests")}.
      </P>
      <P>Review queue:</P>
      <MailButton href={`${appUrl}/admin/reviews`} label="Open the review queue" />
      <P>
        Upgrade requests: <a href={upgrades}>{upgrades}</a>
      </P>
      <P>You get at most one digest an hour.</P>
    </MailLayout>
  );
}

/** A decision e-mailed to the rep: a greeting, the facts, and the page to open. */
function DecisionEmail(props: { fullName: string; lines: string[]; link: string; label: string }) {
  return (
    <MailLayout>
      <P>Hello {props.fullName},</P>
      {props.lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <MailButton href={props.link} label={props.label} />
    </MailLayout>
  );
}

export type UpgradeDecision = { fullName: string; tier: PlanTier; approved: boolean; link: string };

export function UpgradeDecisionEmail({ fullName, tier, approved, link }: UpgradeDecision) {
  const plan = PLANS[tier].name;
  const lines = approved
    ? [
        `An administrator approved your upgrade request: your ${PRODUCT_NAME} account is now on the ${plan} plan.`,
        "No card has been charged.",
      ]
    : [
        `An administrator declined your request to move to ${plan}. Your account stays on the ${PLANS.starter.name} plan.`,
        "You can send a new request from the upgrade page at any time.",
      ];
  const label = approved ? "Open your dashboard" : "Open the upgrade page";
  return <DecisionEmail fullName={fullName} lines={lines} link={link} label={label} />;
}

export type ReviewDecision = { fullName: string; what: string; approved: boolean; reason: string | null; link: string };

export function ReviewDecisionEmail({ fullName, what, approved, reason, link }: ReviewDecision) {
  const lines = approved
    ? [`A reviewer checked your proof: your ${what} is now Verified on ${PRODUCT_NAME}.`]
    : [
        `A reviewer could not verify your ${what}.`,
        `Reason: ${reason ?? ""}`,
        "You can upload a new proof from your dashboard.",
      ];
  return <DecisionEmail fullName={fullName} lines={lines} link={link} label="Open your dashboard" />;
}

export type AssuranceNotice = { fullName: string; changes: string[]; link: string };

/** What changed in how the rep's items are verified, item by item, and why. */
export function AssuranceNoticeEmail({ fullName, changes, link }: AssuranceNotice) {
  const lines = [
    `${PRODUCT_NAME} now says how strong the evidence behind each verified item is: employer-verified, verified by a named person at a vetted employer domain, or reviewed by us. Some of your items changed:`,
    ...changes,
  ];
  return <DecisionEmail fullName={fullName} lines={lines} link={link} label="Open your dashboard" />;
}

export type EnterpriseInquiry = {
  name: string;
  company: string;
  email: string;
  seats: number;
  message: string | null;
};

/** A visitor asked about Enterprise: who, for how many seats, and their message; the reply goes to their address. */
export function EnterpriseInquiryEmail({ name, company, email, seats, message }: EnterpriseInquiry) {
  return (
    <MailLayout>
      <P>
        <strong>
          {name} of {company} asked about {PRODUCT_NAME} Enterprise for {plural(seats, "seat", "seats")}.
        </strong>
      </P>
      <P>
        Reply to: <a href={`mailto:${email}`}>{email}</a>
      </P>
      {message ? <P>Message: {message}</P> : null}
      <P>
        Once the agreement is signed, the organisation&apos;s plan is set with the operator tools (npm run org:plan).
      </P>
    </MailLayout>
  );
}
