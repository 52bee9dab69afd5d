// The e-mails about the account itself: the single-use links that prove an address (sign-up, work address,
// password reset), the two messages of an e-mail change, and the notice to an address someone else tried to add.
import { PRODUCT_NAME } from "@/lib/product";
import { MailButton, MailLayout, P } from "./layout";

export type AccountLinkPurpose = "verify-email" | "work-email" | "password-reset";

export type LinkWording = { subject: string; lines: string[]; button: string; closing: string };

export function linkWording(purpose: AccountLinkPurpose, email: string): LinkWording {
  switch (purpose) {
    case "verify-email":
      return {
        subject: `Confirm your ${PRODUCT_NAME} e-mail address`,
        lines: [
          `Confirm that ${email} is your address, so that your figures can be verified and you can ask managers and references to vouch for them.`,
        ],
        button: "Confirm e-mail address",
        closing: "The link works once and expires in 48 hours. If you did not create an account, ignore this message.",
      };
    case "work-email":
      return {
        subject: `Confirm your work e-mail address on ${PRODUCT_NAME}`,
        lines: [
          `Confirm that ${email} is your work address. Once confirmed, it ties your ${PRODUCT_NAME} portfolio to this employer's domain.`,
        ],
        button: "Confirm work address",
        closing: "The link works once and expires in 48 hours. If you did not add this address, ignore this message.",
      };
    case "password-reset":
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        lines: [`Someone asked to reset the password of the ${PRODUCT_NAME} account of ${email}.`],
        button: "Choose a new password",
        closing:
          "The link works once and expires in one hour. If you did not ask for this, ignore this message: your password stays as it is.",
      };
  }
}

export type AccountLink = { fullName: string; purpose: AccountLinkPurpose; email: string; link: string };

export function AccountLinkEmail({ fullName, purpose, email, link }: AccountLink) {
  const wording = linkWording(purpose, email);
  return (
    <MailLayout>
      <P>Hello {fullName},</P>
      {wording.lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <MailButton href={link} label={wording.button} />
      <P>{wording.closing}</P>
    </MailLayout>
  );
}

export type EmailChange = { fullName: string; newEmail: string };

export function EmailChangeConfirmEmail({ fullName, newEmail, link }: EmailChange & { link: string }) {
  return (
    <MailLayout>
      <P>Hello {fullName},</P>
      <P>
        Confirm that <strong>{newEmail}</strong> is the new e-mail address of your {PRODUCT_NAME} account:
      </P>
      <MailButton href={link} label="Confirm new e-mail" />
      <P>The link works once and expires in 24 hours. If you did not ask for this, ignore this message.</P>
    </MailLayout>
  );
}

export function EmailChangeNoticeEmail({ fullName, newEmail }: EmailChange) {
  return (
    <MailLayout>
      <P>Hello {fullName},</P>
      <P>
        Someone signed in to your {PRODUCT_NAME} account asked to change its e-mail address to{" "}
        <strong>{newEmail}</strong>. Nothing changes until the link sent there is opened.
      </P>
      <P>If this was not you, change your password now.</P>
    </MailLayout>
  );
}

export type MailboxTakenNotice = { email: string };

/**
 * To a mailbox an account has confirmed, when another account adds it as a work address: that account gets the
 * same answer as for any address, and no link; the mailbox's owner learns of the attempt here.
 */
export function MailboxTakenNoticeEmail({ email }: MailboxTakenNotice) {
  return (
    <MailLayout>
      <P>Hello,</P>
      <P>
        Someone tried to add <strong>{email}</strong> as a work address of another {PRODUCT_NAME} account. This address
        is already confirmed on a {PRODUCT_NAME} account, so nothing changed: no confirmation link was sent, and the
        address stays with the account that confirmed it.
      </P>
      <P>
        If it was you and you want the address on the other account, first remove it from the account that has it now
        (or change that account&apos;s e-mail address), then add it again.
      </P>
      <P>If it was not you, you do not need to do anything.</P>
    </MailLayout>
  );
}
