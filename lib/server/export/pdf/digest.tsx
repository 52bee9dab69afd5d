// A section's older items, one line each: title and facts on the left, how each was verified on the right (a
// verified one's words link to its verify page). A handful of nodes per row and no pictures, so hundreds of
// items add a few pages and little render time, where full cards added a page per two or three items.
import { Link, Text, View } from "@react-pdf/renderer";
import { verificationLine, type DigestRow } from "./cards";
import { STATE_COLORS } from "./parts";
import { colors, DIGEST, styles } from "./theme";

/** The line over the rows ("Earlier: 490 more achievements"), kept with the first of them. */
export function DigestLabel({ label }: { label: string }) {
  return (
    <Text
      style={[styles.label, { marginTop: DIGEST.labelMarginTop, marginBottom: DIGEST.labelMarginBottom }]}
      minPresenceAhead={20}
    >
      {label}
    </Text>
  );
}

export function DigestLine({ row }: { row: DigestRow }) {
  const { state } = row.verification;
  // "✓" and "○" are not in the shipped fonts' Latin subset: the state's words and colour are the marker.
  const words = verificationLine(row.verification);
  return (
    <View
      wrap={false}
      style={{
        flexDirection: "row",
        paddingVertical: DIGEST.paddingY,
        borderBottomWidth: DIGEST.rule,
        borderBottomColor: colors.rule,
      }}
    >
      <Text style={{ flex: 1, paddingRight: DIGEST.gap, fontSize: DIGEST.size, color: colors.muted }}>
        <Text style={{ fontWeight: 700, color: colors.ink }}>{row.title}</Text>
        {row.facts ? ` · ${row.facts}` : null}
      </Text>
      <Text
        style={{
          width: DIGEST.verificationWidth,
          fontSize: DIGEST.verificationSize,
          color: STATE_COLORS[state],
          fontWeight: state === "verified" ? 700 : 400,
        }}
      >
        {row.verifyUrl ? (
          <Link src={row.verifyUrl} style={{ color: STATE_COLORS[state], textDecoration: "none" }}>
            {words}
          </Link>
        ) : (
          words
        )}
      </Text>
    </View>
  );
}
