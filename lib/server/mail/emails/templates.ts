// Every e-mail component by name, and their rendering to the two parts of a message. Free of "server-only" so that a
// plain script's render worker (../script-render.ts) can load it too; the app goes through ../render.ts.
import { render, toPlainText } from "@react-email/render";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { AccountLinkEmail, EmailChangeConfirmEmail, EmailChangeNoticeEmail, MailboxTakenNoticeEmail } from "./account";
import {
  AdminDigestEmail,
  AssuranceNoticeEmail,
  EnterpriseInquiryEmail,
  ReviewDecisionEmail,
  UpgradeDecisionEmail,
} from "./admin";
import { AttestationRequestEmail, InvitationEmail } from "./orgs";
import { AwardAnnouncementEmail, AwardEarnedEmail, RecognitionNudgeEmail } from "./recognition";
import { ReferenceConfirmationEmail, ReferenceConfirmedEmail } from "./references";
import { DeclinedEmail, SignatureRequestEmail, SignedEmail } from "./signing";
import { TalentAcceptedEmail, TalentContactEmail } from "./talent";

export const TEMPLATES = {
  AccountLink: AccountLinkEmail,
  EmailChangeConfirm: EmailChangeConfirmEmail,
  EmailChangeNotice: EmailChangeNoticeEmail,
  MailboxTakenNotice: MailboxTakenNoticeEmail,
  AdminDigest: AdminDigestEmail,
  UpgradeDecision: UpgradeDecisionEmail,
  EnterpriseInquiry: EnterpriseInquiryEmail,
  ReviewDecision: ReviewDecisionEmail,
  AssuranceNotice: AssuranceNoticeEmail,
  Invitation: InvitationEmail,
  AttestationRequest: AttestationRequestEmail,
  ReferenceConfirmation: ReferenceConfirmationEmail,
  ReferenceConfirmed: ReferenceConfirmedEmail,
  SignatureRequest: SignatureRequestEmail,
  Signed: SignedEmail,
  Declined: DeclinedEmail,
  TalentContact: TalentContactEmail,
  TalentAccepted: TalentAcceptedEmail,
  AwardEarned: AwardEarnedEmail,
  AwardAnnouncement: AwardAnnouncementEmail,
  RecognitionNudge: RecognitionNudgeEmail,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<N extends TemplateName> = ComponentProps<(typeof TEMPLATES)[N]>;

/** A table marked `data-text-format="dataTable"` reads as aligned "label  value" lines, labels as written. */
const TEXT_OPTIONS = {
  selectors: [
    { selector: '[data-text-format="dataTable"]', format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};

/** The HTML React renders (escaping every value it is given) and a plain-text part read from that same HTML. */
export async function renderTemplate<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
): Promise<{ html: string; text: string }> {
  // Each name's props were checked against its component by the signature above.
  const component = TEMPLATES[name] as (props: object) => ReactElement;
  const html = await render(createElement(component, props as object));
  return { html, text: toPlainText(html, TEXT_OPTIONS).trim() };
}
