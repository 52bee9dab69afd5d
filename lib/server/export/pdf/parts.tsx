// The building blocks of the report's pages: section headings, cards, paragraphs, the metrics strip, the
// verification line (lib/verification.ts wording, so the PDF says what the share page says) and a verified item's
// verify page (its address and QR code).
// Kept flat on purpose: react-pdf lays a page out again for every page break, at a cost per element.
import { ASSURANCE_TONES } from "@/lib/assurance";
import { Fragment } from "react";
import { Image as PdfImage, Link, Text, View, type Styles } from "@react-pdf/renderer";
import type { Verification } from "@/lib/verification";
import type { VerifyCode } from "../qr-code";
import { CHIP_SEPARATOR, paragraphsOf, VERIFY_LABEL, verificationLine, type BodyPart, type CardContent } from "./cards";
import { addressLines, CARD_ADDRESS_WIDTH } from "./measure";
import { CARD, colors, QR, styles, TEXT } from "./theme";

type Style = Styles[string];

/** A section title with a rule under it; never left alone at the foot of a page. */
export function SectionHeading({ title, note }: { title: string; note?: string }) {
  return (
    <View style={styles.sectionHeading} wrap={false} minPresenceAhead={70}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {note ? <Text style={styles.sectionNote}>{note}</Text> : null}
    </View>
  );
}

/**
 * Paragraphs in one <Text> (react-pdf breaks it across pages between lines), each part's first paragraph
 * opening with its label in bold ("Challenge  Incumbent vendor ...").
 */
export function Body({ parts, style }: { parts: BodyPart[]; style?: Style }) {
  const paragraphs = parts.flatMap(({ label, text }) =>
    paragraphsOf(text).map((p, i) => ({ label: i === 0 ? label : undefined, text: p })),
  );
  if (paragraphs.length === 0) return null;
  return (
    <Text style={[styles.body, style ?? {}]}>
      {paragraphs.map((p, i) => (
        <Fragment key={i}>
          {/* An empty line in a small size: the space between paragraphs. */}
          {i > 0 ? <Text style={styles.paragraphGap}>{"\n\n"}</Text> : null}
          {p.label ? <Text style={styles.inlineLabel}>{`${p.label}  `}</Text> : null}
          {p.text}
        </Fragment>
      ))}
    </Text>
  );
}

/** Metrics and facts on one shaded strip ("$1.2M   ·   7 months   ·   132% of quota"): one node, however many. */
export function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return <Text style={styles.chips}>{items.join(CHIP_SEPARATOR)}</Text>;
}

export const STATE_COLORS: Record<Verification["state"], string> = {
  verified: colors.success,
  pending: colors.warning,
  confirmed: colors.muted,
  unverified: colors.muted,
};

/** A verified item's colour follows its assurance level; other states their own. */
export const verificationColor = (v: Verification): string =>
  v.state === "verified" && v.level !== undefined ? `#${ASSURANCE_TONES[v.level].hex}` : STATE_COLORS[v.state];

/** A filled dot (verified) or a ring (pending, unverified): a View, not an Svg, as it repeats on every item. */
function VerificationMark({ state, size }: { state: Verification["state"]; size: number }) {
  const color = STATE_COLORS[state];
  const diameter = size * 0.72;
  return (
    <View
      style={{
        width: diameter,
        height: diameter,
        borderRadius: diameter / 2,
        marginRight: 4,
        marginTop: size * 0.36,
        ...(state === "verified" ? { backgroundColor: color } : { borderWidth: 1.2, borderColor: color }),
      }}
    />
  );
}

/** "● Verified · Manager e-signature · Priya Shah, Regional VP · Feb 1, 2026", coloured by state. */
export function VerificationLine({
  verification,
  size = TEXT.verification,
  style,
}: {
  verification: Verification;
  size?: number;
  style?: Style;
}) {
  return (
    <View style={[{ flexDirection: "row", alignItems: "flex-start" }, style ?? {}]}>
      <VerificationMark state={verification.state} size={size} />
      <Text
        style={{
          flex: 1,
          fontSize: size,
          color: verificationColor(verification),
          fontWeight: verification.state === "verified" ? 700 : 400,
        }}
      >
        {verificationLine(verification)}
      </Text>
    </View>
  );
}

/** "Verify: https://…/verify/<id>" in a box `width` wide, the address a link a reader can click or type. */
export function VerifyAddress({
  url,
  size,
  width,
  style,
}: {
  url: string;
  size: number;
  width: number;
  style?: Style;
}) {
  return (
    <Text style={[{ fontSize: size, color: colors.muted }, style ?? {}]}>
      {VERIFY_LABEL}
      <Link src={url} style={{ color: colors.primary, textDecoration: "none" }}>
        {addressLines(url, size, width).join("\n")}
      </Link>
    </Text>
  );
}

/** A verify page's QR code, with a caption under it if given; a click on it in a viewer opens the page too. */
export function VerifyQr({ code, caption, style }: { code: VerifyCode; caption?: string; style?: Style }) {
  return (
    <Link src={code.url} style={[{ width: QR.size, textDecoration: "none" }, style ?? {}]}>
      <PdfImage src={{ data: code.png, format: "png" }} style={{ width: QR.size, height: QR.size }} />
      {caption ? (
        <Text style={{ marginTop: QR.captionGap, fontSize: QR.captionSize, color: colors.muted, textAlign: "center" }}>
          {caption}
        </Text>
      ) : null}
    </Link>
  );
}

/**
 * One achievement, deal, role or reference. Its first lines (title, verification, metrics) never part; a card
 * that fits on a page is never split (`unbreakable`), a longer one flows on line by line. A verified item's QR code
 * stands to the right of those lines (about as tall as them: it costs no height), its address under the badge.
 */
export function Card({ card, unbreakable }: { card: CardContent; unbreakable: boolean }) {
  const title = (
    <Text style={card.figure ? [styles.cardTitle, { flex: 1, paddingRight: CARD.figureGap }] : styles.cardTitle}>
      {card.kicker ? <Text style={styles.kicker}>{`${card.kicker}\n`}</Text> : null}
      {card.title}
      {card.subtitle ? <Text style={styles.cardSubtitle}>{`\n${card.subtitle}`}</Text> : null}
    </Text>
  );
  const lines = (
    <>
      {card.figure ? (
        <View style={{ flexDirection: "row", alignItems: "flex-start" }}>
          {title}
          <Text style={styles.figure}>
            {card.figure.value}
            <Text style={styles.figureLabel}>{`\n${card.figure.label}`}</Text>
          </Text>
        </View>
      ) : (
        title
      )}
      {card.verification ? <VerificationLine verification={card.verification} style={{ marginTop: 2 }} /> : null}
      {card.verify ? (
        <VerifyAddress
          url={card.verify.url}
          size={QR.urlSize}
          width={CARD_ADDRESS_WIDTH}
          style={{ marginTop: CARD.verifyMarginTop }}
        />
      ) : null}
      <Chips items={card.chips} />
    </>
  );
  return (
    <View style={[styles.card, { borderLeftColor: card.accent }]} wrap={!unbreakable}>
      <View style={styles.cardHeader} wrap={false} minPresenceAhead={30}>
        {card.verify ? (
          <View style={{ flexDirection: "row", alignItems: "flex-start" }}>
            <View style={{ flex: 1, paddingRight: QR.gap }}>{lines}</View>
            <VerifyQr code={card.verify} />
          </View>
        ) : (
          lines
        )}
      </View>
      <Body parts={card.body} />
    </View>
  );
}
