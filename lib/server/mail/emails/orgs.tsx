// The e-mails of organisations: an invitation to join, and a seller's request for their manager's attestation.
import { PRODUCT_NAME } from "@/lib/product";
import { MailButton, MailLayout, P } from "./layout";

export type Invitation = { inviterName: string; orgName: string; role: string; email: string; link: string };

export function InvitationEmail({ inviterName, orgName, role, email, link }: Invitation) {
  return (
    <MailLayout>
      <P>Hello,</P>
      <P>
        {inviterName} invited you to join <strong>{orgName}</strong> on {PRODUCT_NAME} as a {role}.
      </P>
      <P>Accept the invitation:</P>
      <MailButton href={link} label="Accept the invitation" />
      <P>
        Sign in (or create your account) with this e-mail address, {email}. The link works once and expires in 14 days.
      </P>
    </MailLayout>
  );
}

export type AttestationRequest = {
  sellerName: string;
  managerName: string;
  orgName: string;
  period: string;
  link: string;
};

export function AttestationRequestEmail({ sellerName, managerName, orgName, period, link }: AttestationRequest) {
  return (
    <MailLayout>
      <P>Hello {managerName},</P>
      <P>
        {sellerName} asks you, as their manager in {orgName}, to attest their {period} quota attainment on{" "}
        {PRODUCT_NAME}. Review the figures in your team queue:
      </P>
      <MailButton href={link} label="Review the figures" />
    </MailLayout>
  );
}
