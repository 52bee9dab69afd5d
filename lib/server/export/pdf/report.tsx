// The executive report: Letter pages with a running header and a "Page n of m" footer on each, the cover
// and quota figures first, then the selected achievements, deals, experience and references.
import type { ReactNode } from "react";
import { Document, Page, Text, View } from "@react-pdf/renderer";
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { VERIFICATION_METHOD_LABELS } from "@/lib/verification";
import type { VerifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import { cardSections } from "./cards";
import { Cover } from "./cover";
import { DigestLabel, DigestLine } from "./digest";
import { Card, SectionHeading } from "./parts";
import { QuotaSection } from "./quota-section";
import { planSheets, type SheetBlock } from "./sheets";
import { colors, PAGE, styles } from "./theme";

function RunningHeader({ fullName }: { fullName: string }) {
  return (
    <View
      fixed
      style={{
        flexDirection: "row",
        justifyContent: "space-between",
        alignItems: "center",
        paddingBottom: 6,
        marginBottom: 14,
        borderBottomWidth: 0.75,
        borderBottomColor: colors.rule,
      }}
    >
      <Text style={{ fontSize: 8.5, fontWeight: 700, color: colors.primary, letterSpacing: 0.3 }}>
        {PRODUCT_NAME}
        <Text style={{ fontSize: 8, fontWeight: 400, color: colors.muted, letterSpacing: 0 }}>
          {"   Verified sales portfolio"}
        </Text>
      </Text>
      <Text style={{ fontSize: 8, color: colors.muted, maxWidth: 280, textAlign: "right" }}>{fullName}</Text>
    </View>
  );
}

function Footer({ generatedAt }: { generatedAt: string }) {
  return (
    <View
      fixed
      style={{
        position: "absolute",
        bottom: 22,
        left: PAGE.marginX,
        right: PAGE.marginX,
        flexDirection: "row",
        justifyContent: "space-between",
        borderTopWidth: 0.5,
        borderTopColor: colors.rule,
        paddingTop: 5,
      }}
    >
      <Text style={{ fontSize: 7, color: colors.faint }}>
        Generated {formatDate(generatedAt)} · Figures as recorded in {PRODUCT_NAME}; verification states as of this date
      </Text>
      <Text
        style={{ fontSize: 7.5, color: colors.muted }}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
}

/** How to read the badges, so a recruiter can judge what "Verified" means without asking. */
function VerificationNote({ codes }: { codes: boolean }) {
  const methods = Object.values(VERIFICATION_METHOD_LABELS).join(", ").toLowerCase();
  return (
    <View wrap={false} style={{ marginTop: 16, padding: 10, backgroundColor: colors.panel, borderRadius: 3 }}>
      <Text style={[styles.label, { marginBottom: 2 }]}>About verification</Text>
      <Text style={{ fontSize: 8, color: colors.muted }}>
        Items marked Verified were checked by {PRODUCT_NAME} through one of: {methods}. Each shows its method and date,
        manager e-signatures name the signer and title, and the e-mail domain the signer or sender used is shown, never
        the address. Pending items await review; unverified items are the rep&apos;s own account. Proof files and
        contact details are never included in this report.
        {codes
          ? " Each verified item also shows the address and QR code of its verify page (an item listed in one line links its verification there), which shows the item as signed in its credential and whether it still stands: an edited copy of this report will not match it."
          : null}
      </Text>
    </View>
  );
}

/** Every sheet is a <Page> with the running header and footer; see sheets.ts for why there are several. */
function ReportPage({ snapshot, children }: { snapshot: PortfolioSnapshot; children: ReactNode }) {
  return (
    <Page size="LETTER" style={styles.page}>
      <RunningHeader fullName={snapshot.owner.fullName} />
      {children}
      <Footer generatedAt={snapshot.generatedAt} />
    </Page>
  );
}

function Block({ block, codes }: { block: SheetBlock; codes: VerifyCodes }) {
  switch (block.kind) {
    case "heading":
      return <SectionHeading title={block.section.title} note={block.section.note} />;
    case "card":
      return <Card card={block.card} unbreakable={block.unbreakable} />;
    case "digest-label":
      return <DigestLabel label={block.label} />;
    case "row":
      return <DigestLine row={block.row} />;
    case "closing":
      return <VerificationNote codes={codes.size > 0} />;
  }
}

/** The report; `codes` are the verified items' QR codes (empty where the plan shows no badges). */
export function PortfolioReport({ snapshot, codes }: { snapshot: PortfolioSnapshot; codes: VerifyCodes }) {
  const { owner } = snapshot;
  return (
    <Document
      title={`${owner.fullName} · Executive Performance Report`}
      author={owner.fullName}
      subject={`${PRODUCT_NAME} verified sales portfolio`}
      creator={PRODUCT_NAME}
      producer={PRODUCT_NAME}
      language="en"
    >
      {planSheets(snapshot, cardSections(snapshot, codes), codes).map((sheet, i) => (
        <ReportPage key={i} snapshot={snapshot}>
          {sheet.cover ? (
            <>
              <Cover snapshot={snapshot} />
              <QuotaSection quota={snapshot.quota} codes={codes} />
            </>
          ) : null}
          {sheet.blocks.map((block, j) => (
            <Block key={j} block={block} codes={codes} />
          ))}
        </ReportPage>
      ))}
    </Document>
  );
}
