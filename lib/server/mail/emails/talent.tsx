// The talent network's e-mails: a recruiter's message to a listed rep (read and answered in the app, never with the
// recruiter's address), and the recruiter's notice that the rep accepted, with the address the rep chose.
import { PRODUCT_NAME } from "@/lib/product";
import { MailButton, MailLayout, P } from "./layout";

export type TalentContact = { repName: string; orgName: string; message: string; link: string };

export function TalentContactEmail({ repName, orgName, message, link }: TalentContact) {
  return (
    <MailLayout>
      <P>Hello {repName},</P>
      <P>
        A recruiter at <strong>{orgName}</strong> found your verified profile in the {PRODUCT_NAME} talent network and
        wrote to you:
      </P>
      <P>“{message}”</P>
      <P>
        They do not know your name or your address. If you accept, they get the address you choose and you get theirs;
        if you decline, they learn nothing more.
      </P>
      <MailButton href={link} label="Answer the request" />
    </MailLayout>
  );
}

export type TalentAccepted = { repName: string; repEmail: string; orgName: string; link: string };

export function TalentAcceptedEmail({ repName, repEmail, orgName, link }: TalentAccepted) {
  return (
    <MailLayout>
      <P>Hello,</P>
      <P>
        {repName} accepted the request you sent for {orgName} through the {PRODUCT_NAME} talent network. You can reach
        them at {repEmail}.
      </P>
      <MailButton href={link} label="See your requests" />
    </MailLayout>
  );
}
