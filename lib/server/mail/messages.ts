import "server-only";
// Every message the app sends: its subject, and the component (./emails) that writes its HTML and text parts.
import { PLANS } from "@/lib/plans";
import { PRODUCT_NAME } from "@/lib/product";
import { figureLines, type ClaimedFigures } from "../signing/figures";
import { linkWording, type AccountLink, type EmailChange, type MailboxTakenNotice } from "./emails/account";
import type { AssuranceNotice, Digest, EnterpriseInquiry, ReviewDecision, UpgradeDecision } from "./emails/admin";
import type { AttestationRequest, Invitation } from "./emails/orgs";
import { nudgeSubject, type AwardAnnouncement, type AwardEarned, type RecognitionNudge } from "./emails/recognition";
import type { ReferenceConfirmation, ReferenceConfirmed } from "./emails/references";
import type { Declined, SignatureRequest, Signed } from "./emails/signing";
import type { TalentAccepted, TalentContact } from "./emails/talent";
import { renderMail, type Mail } from "./render";

type WithFigures<T> = Omit<T, "figures"> & { figures: ClaimedFigures };

export function signatureRequestMail(args: WithFigures<SignatureRequest>): Promise<Mail> {
  return renderMail(`${args.repName} asks you to confirm their quota results`, "SignatureRequest", {
    ...args,
    figures: figureLines(args.figures),
  });
}

export function signedMail(args: WithFigures<Signed>): Promise<Mail> {
  return renderMail(`${args.signerName} signed your ${PRODUCT_NAME}`, "Signed", {
    ...args,
    figures: figureLines(args.figures),
  });
}

export function declinedMail(args: WithFigures<Declined>): Promise<Mail> {
  return renderMail(`${args.managerName} declined to sign your ${PRODUCT_NAME}`, "Declined", {
    ...args,
    figures: figureLines(args.figures),
  });
}

export function referenceConfirmationMail(args: ReferenceConfirmation): Promise<Mail> {
  return renderMail(`${args.repName} listed you as a reference`, "ReferenceConfirmation", args);
}

export function referenceConfirmedMail(args: ReferenceConfirmed): Promise<Mail> {
  return renderMail(`${args.referenceName} confirmed your reference`, "ReferenceConfirmed", args);
}

export function accountLinkMail(args: AccountLink): Promise<Mail> {
  return renderMail(linkWording(args.purpose, args.email).subject, "AccountLink", args);
}

/** To the new address: the link that makes the change. */
export function emailChangeConfirmMail(args: EmailChange & { link: string }): Promise<Mail> {
  return renderMail(`Confirm your new ${PRODUCT_NAME} e-mail address`, "EmailChangeConfirm", args);
}

/** To the old address: the notice, without the link. */
export function emailChangeNoticeMail(args: EmailChange): Promise<Mail> {
  return renderMail(`A change of your ${PRODUCT_NAME} e-mail address was requested`, "EmailChangeNotice", args);
}

/** To a mailbox another account confirmed, instead of a link, when someone adds it as a work address. */
export function mailboxTakenNoticeMail(args: MailboxTakenNotice): Promise<Mail> {
  return renderMail(`Someone tried to add your address to another ${PRODUCT_NAME} account`, "MailboxTakenNotice", args);
}

export function invitationMail(args: Invitation): Promise<Mail> {
  return renderMail(`${args.inviterName} invited you to ${args.orgName} on ${PRODUCT_NAME}`, "Invitation", args);
}

export function attestationRequestMail(args: AttestationRequest): Promise<Mail> {
  return renderMail(
    `${args.sellerName} asks you to attest their ${args.period} quota figures`,
    "AttestationRequest",
    args,
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function adminDigestMail(args: Digest): Promise<Mail> {
  const { reviews, upgrades } = args.counts;
  const waiting = `${plural(reviews, "proof", "proofs")} to review and ${plural(upgrades, "upgrade request", "upgrade requests")} waiting`;
  return renderMail(`${PRODUCT_NAME} admin: ${waiting}`, "AdminDigest", args);
}

export function enterpriseInquiryMail(args: EnterpriseInquiry): Promise<Mail> {
  return renderMail(
    `${PRODUCT_NAME} Enterprise inquiry: ${args.company} (${args.seats} seats)`,
    "EnterpriseInquiry",
    args,
  );
}

export function upgradeDecisionMail(args: UpgradeDecision): Promise<Mail> {
  const plan = PLANS[args.tier].name;
  const subject = args.approved ? `You're on ${plan} now` : `Your ${plan} upgrade request was declined`;
  return renderMail(subject, "UpgradeDecision", args);
}

export function reviewDecisionMail(args: ReviewDecision): Promise<Mail> {
  const subject = args.approved ? `Your ${args.what} is verified` : `Your ${args.what} was not verified`;
  return renderMail(subject, "ReviewDecision", args);
}

export function assuranceNoticeMail(args: AssuranceNotice): Promise<Mail> {
  return renderMail("How your verified items are verified has changed", "AssuranceNotice", args);
}

export function talentContactMail(args: TalentContact): Promise<Mail> {
  return renderMail(`A recruiter at ${args.orgName} would like to talk`, "TalentContact", args);
}

export function talentAcceptedMail(args: TalentAccepted): Promise<Mail> {
  return renderMail(`${args.repName} accepted your request`, "TalentAccepted", args);
}

export function awardEarnedMail(args: AwardEarned): Promise<Mail> {
  return renderMail(`You earned “${args.title}”`, "AwardEarned", args);
}

export function awardAnnouncementMail(args: AwardAnnouncement): Promise<Mail> {
  const [first] = args.awards;
  const subject =
    args.awards.length === 1 && first
      ? `${first.recipientName} earned “${first.title}” at ${args.orgName}`
      : `Recognition at ${args.orgName}: ${args.awards.length} awards to celebrate`;
  return renderMail(subject, "AwardAnnouncement", args);
}

export function recognitionNudgeMail(args: RecognitionNudge): Promise<Mail> {
  return renderMail(nudgeSubject(args), "RecognitionNudge", args);
}
