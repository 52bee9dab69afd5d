import "server-only";
// The e-mails of the manager e-signature flow: the request to the manager, and the rep's notice of the answer.
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { figureLines, type ClaimedFigures } from "../../signing/figures";
import { renderMail, type Mail } from "../render";
import { MailButton, MailLayout, P } from "./layout";

/** The figures as a two-column table; in the text part, one "label  value" line each. */
function FiguresTable({ figures }: { figures: ClaimedFigures }) {
  return (
    <table data-text-format="dataTable" style={{ borderCollapse: "collapse", margin: "4px 0 16px" }}>
      <tbody>
        {figureLines(figures).map((line) => (
          <tr key={line.label}>
            <th align="left" style={{ padding: "4px 12px 4px 0", color: "#555555", fontWeight: 600 }}>
              {line.label}
            </th>
            <td style={{ padding: "4px 0" }}>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type SignatureRequest = {
  repName: string;
  managerName: string;
  figures: ClaimedFigures;
  link: string;
  expiresAt: Date;
};

export function SignatureRequestEmail({ repName, managerName, figures, link, expiresAt }: SignatureRequest) {
  return (
    <MailLayout>
      <P>Hello {managerName},</P>
      <P>
        {repName} listed you as their manager and asks you to confirm these figures on {PRODUCT_NAME}:
      </P>
      <FiguresTable figures={figures} />
      <P>Review and sign, or decline, here (no account needed):</P>
      <MailButton href={link} label="Review and sign" />
      <P>
        The link works once and expires on {formatDate(expiresAt)}. If you do not know {repName}, ignore this e-mail.
      </P>
    </MailLayout>
  );
}

export function signatureRequestMail(args: SignatureRequest): Promise<Mail> {
  return renderMail(`${args.repName} asks you to confirm their quota results`, <SignatureRequestEmail {...args} />);
}

type Signed = { repName: string; signerName: string; figures: ClaimedFigures; signedAt: Date };

export function SignedEmail({ repName, signerName, figures, signedAt }: Signed) {
  return (
    <MailLayout>
      <P>Hello {repName},</P>
      <P>
        {signerName} confirmed your figures on {formatDate(signedAt)}. Your {PRODUCT_NAME} is now{" "}
        <strong>Verified</strong>:
      </P>
      <FiguresTable figures={figures} />
    </MailLayout>
  );
}

export function signedMail(args: Signed): Promise<Mail> {
  return renderMail(`${args.signerName} signed your ${PRODUCT_NAME}`, <SignedEmail {...args} />);
}

type Declined = { repName: string; managerName: string; figures: ClaimedFigures; reason: string };

export function DeclinedEmail({ repName, managerName, figures, reason }: Declined) {
  return (
    <MailLayout>
      <P>Hello {repName},</P>
      <P>{managerName} declined to confirm these figures:</P>
      <FiguresTable figures={figures} />
      <P>
        <strong>Reason:</strong> {reason}
      </P>
      <P>Your {PRODUCT_NAME} stays pending. You can correct the figures and request a new signature.</P>
    </MailLayout>
  );
}

export function declinedMail(args: Declined): Promise<Mail> {
  return renderMail(`${args.managerName} declined to sign your ${PRODUCT_NAME}`, <DeclinedEmail {...args} />);
}
