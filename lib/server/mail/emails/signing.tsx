// The e-mails of the manager e-signature flow: the request to the manager, and the rep's notice of the answer.
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { MailButton, MailLayout, P } from "./layout";

/** The claimed figures as the manager reads them (figureLines in lib/server/signing/figures.ts). */
export type FigureLine = { label: string; value: string };

/** The figures as a two-column table; in the text part, one "label  value" line each. */
function FiguresTable({ figures }: { figures: FigureLine[] }) {
  return (
    <table data-text-format="dataTable" style={{ borderCollapse: "collapse", margin: "4px 0 16px" }}>
      <tbody>
        {figures.map((line) => (
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

export type SignatureRequest = {
  repName: string;
  managerName: string;
  figures: FigureLine[];
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

export type Signed = { repName: string; signerName: string; figures: FigureLine[]; signedAt: Date };

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

export type Declined = { repName: string; managerName: string; figures: FigureLine[]; reason: string };

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
