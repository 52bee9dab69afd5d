// The e-mails of reference verification: the request to the reference and the notice to the rep.
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { MailButton, MailLayout, P } from "./layout";

export type ReferenceConfirmation = {
  repName: string;
  referenceName: string;
  relationship: string;
  link: string;
  expiresAt: Date;
};

export function ReferenceConfirmationEmail(props: ReferenceConfirmation) {
  const { repName, referenceName, relationship, link, expiresAt } = props;
  return (
    <MailLayout>
      <P>Hello {referenceName},</P>
      <P>
        {repName} listed you as a professional reference ({relationship}) on {PRODUCT_NAME} and asks you to confirm that
        you worked together. You can also review or edit the testimonial shown with your name.
      </P>
      <P>Confirm here (no account needed):</P>
      <MailButton href={link} label="Confirm the reference" />
      <P>
        The link works once and expires on {formatDate(expiresAt)}. If you do not know {repName}, ignore this e-mail.
      </P>
    </MailLayout>
  );
}

export type ReferenceConfirmed = { repName: string; referenceName: string };

export function ReferenceConfirmedEmail({ repName, referenceName }: ReferenceConfirmed) {
  return (
    <MailLayout>
      <P>Hello {repName},</P>
      <P>
        {referenceName} confirmed your working relationship. The reference now shows as Verified on your {PRODUCT_NAME}{" "}
        portfolio.
      </P>
    </MailLayout>
  );
}
