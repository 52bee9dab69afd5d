// The first thing a recruiter reads: who the rep is, their level, and the four figures that matter.
import { Image as PdfImage, Text, View } from "@react-pdf/renderer";
import { formatMoney, formatPercent } from "@/lib/format";
import { initials } from "@/lib/initials";
import type { PortfolioSnapshot } from "../snapshot";
import { plural, profileFacts } from "./cards";
import { Body, Chips } from "./parts";
import { attainmentTone, colors, styles, TONE_TEXT } from "./theme";

/** react-pdf embeds PNG and JPEG only; a WebP picture falls back to the initials. */
function Avatar({ owner }: { owner: PortfolioSnapshot["owner"] }) {
  const size = 58;
  const frame = { width: size, height: size, borderRadius: size / 2, marginRight: 16 };
  const picture = owner.picture;
  const format = picture?.contentType === "image/png" ? "png" : picture?.contentType === "image/jpeg" ? "jpg" : null;
  if (picture && format) {
    return <PdfImage style={{ ...frame, objectFit: "cover" }} src={{ data: Buffer.from(picture.data), format }} />;
  }
  return (
    <View style={{ ...frame, backgroundColor: colors.primary, alignItems: "center", justifyContent: "center" }}>
      <Text style={{ color: colors.white, fontSize: 20, fontWeight: 700 }}>{initials(owner.fullName)}</Text>
    </View>
  );
}

function StatTile({
  label,
  value,
  detail,
  valueColor,
}: {
  label: string;
  value: string;
  detail: string;
  valueColor?: string;
}) {
  return (
    <View
      style={{
        flex: 1,
        padding: 9,
        backgroundColor: colors.panel,
        borderRadius: 3,
        borderWidth: 0.75,
        borderColor: colors.rule,
        marginRight: 6,
      }}
    >
      <Text style={styles.label}>{label}</Text>
      <Text style={{ fontSize: 17, fontWeight: 700, color: valueColor ?? colors.ink, marginTop: 2 }}>{value}</Text>
      <Text style={{ fontSize: 7.5, color: colors.muted, marginTop: 1 }}>{detail}</Text>
    </View>
  );
}

/**
 * The organisation the rep chose to show: its name on a band of its colour. The logo is shown on the web page only;
 * the server never fetches an address an organisation typed in.
 */
function BrandingBand({ branding }: { branding: NonNullable<PortfolioSnapshot["owner"]["branding"]> }) {
  const color = branding.brandColor ?? colors.navy;
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginBottom: 8 }} wrap={false}>
      <View style={{ width: 4, height: 16, backgroundColor: color, borderRadius: 1, marginRight: 6 }} />
      <Text style={{ fontSize: 9, fontWeight: 700, color: colors.ink }}>{branding.orgName}</Text>
    </View>
  );
}

export function Cover({ snapshot }: { snapshot: PortfolioSnapshot }) {
  const { owner, quota } = snapshot;
  const role = [owner.title, owner.company].filter(Boolean).join(" · ");
  const periods = quota.records.length;
  const verifiedAchievements = snapshot.achievements.filter((a) => a.verification.state === "verified").length;
  return (
    <View>
      {owner.branding ? <BrandingBand branding={owner.branding} /> : null}
      <View
        style={{
          backgroundColor: colors.navy,
          borderRadius: 4,
          paddingVertical: 18,
          paddingHorizontal: 20,
          flexDirection: "row",
          alignItems: "center",
        }}
        wrap={false}
      >
        <Avatar owner={owner} />
        <View style={{ flex: 1 }}>
          <Text style={{ fontSize: 8, color: "#93c5fd", letterSpacing: 1.2, fontWeight: 700 }}>
            EXECUTIVE PERFORMANCE REPORT
          </Text>
          <Text style={{ fontSize: 22, fontWeight: 700, color: colors.white, marginTop: 2 }}>{owner.fullName}</Text>
          {role ? <Text style={{ fontSize: 10.5, color: "#cbd5e1", marginTop: 1 }}>{role}</Text> : null}
          <View style={{ flexDirection: "row", marginTop: 7 }}>
            <Text
              style={{
                fontSize: 8,
                fontWeight: 700,
                color: colors.navy,
                backgroundColor: "#fde68a",
                borderRadius: 8,
                paddingVertical: 2,
                paddingHorizontal: 7,
                marginRight: 6,
              }}
            >
              {owner.level}
            </Text>
            <Text style={{ fontSize: 8, color: "#cbd5e1", paddingVertical: 2 }}>
              Portfolio {owner.completion}% complete
            </Text>
          </View>
        </View>
      </View>

      <View style={{ flexDirection: "row", marginTop: 10, marginRight: -6 }} wrap={false}>
        <StatTile
          label="Avg attainment"
          value={quota.averageAttainment ? formatPercent(quota.averageAttainment) : "—"}
          detail={`across ${plural(periods, "period", "periods")}`}
          valueColor={TONE_TEXT[attainmentTone(quota.averageAttainment)]}
        />
        <StatTile
          label="Revenue closed"
          value={formatMoney(quota.totalRevenue)}
          detail={`against ${formatMoney(quota.totalQuota)} of quota`}
        />
        <StatTile
          label="Verified periods"
          value={`${quota.verifiedCount} of ${periods}`}
          detail="with checked proof"
          valueColor={quota.verifiedCount > 0 ? colors.success : undefined}
        />
        <StatTile
          label="Achievements"
          value={String(snapshot.achievements.length)}
          detail={`${verifiedAchievements} verified · ${plural(snapshot.deals.length, "deal story", "deal stories")}`}
        />
      </View>

      <Profile about={snapshot.about} />
    </View>
  );
}

function Profile({ about }: { about: PortfolioSnapshot["about"] }) {
  if (!about) return null;
  const facts = profileFacts(about);
  if (!about.personalSummary && !about.salesPhilosophy && facts.length === 0) return null;
  return (
    <View style={{ marginTop: 12 }}>
      <Body parts={[{ text: about.personalSummary }]} style={{ fontSize: 10.5, color: colors.ink }} />
      {about.salesPhilosophy ? (
        <Text style={{ fontSize: 9, color: colors.muted, marginBottom: 4 }}>
          <Text style={styles.bold}>Sales philosophy: </Text>
          {about.salesPhilosophy}
        </Text>
      ) : null}
      <Chips items={facts} />
    </View>
  );
}
