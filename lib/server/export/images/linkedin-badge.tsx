// The LinkedIn badge (Pro): an image of the rep's verified headline figures (verified quota periods and their
// overall attainment, verified achievements), and LinkedIn's documented "add to profile" link for a certification
// whose URL is the rep's shared portfolio. Only verified figures are drawn: self-reported ones never make the badge.
// No "server-only" import: the export worker (a plain Node thread) draws it.
import { fromHundredths, toHundredths } from "@/lib/decimal";
import { formatPercent } from "@/lib/format";
import { linkedInAddCertificationUrl } from "@/lib/linkedin-certification";
import { PRODUCT_NAME } from "@/lib/product";
import { attainmentPercent } from "@/lib/quota";
import type { PortfolioSnapshot } from "../snapshot";
import { drawableText } from "./drawable-text";
import { cardStyle, drawPng } from "./card";

export const BADGE_SIZE = { width: 1200, height: 627 };
export const CERTIFICATION_NAME = "Verified Quota Attainment";

/** What the badge states, from verified records only. */
export function badgeFigures(snapshot: PortfolioSnapshot) {
  const verified = snapshot.quota.records.filter((r) => r.verification.state === "verified");
  const sum = (values: string[]) => fromHundredths(values.reduce((total, v) => total + (toHundredths(v) ?? 0n), 0n));
  const attainment = verified.length
    ? attainmentPercent(sum(verified.map((r) => r.quota)), sum(verified.map((r) => r.attainment)))
    : undefined;
  return {
    name: snapshot.owner.fullName,
    verifiedPeriods: verified.length,
    attainment: attainment ?? null,
    verifiedAchievements: snapshot.achievements.filter((a) => a.verification.state === "verified").length,
  };
}

/** LinkedIn's "add to profile" URL for the portfolio as a certification named CERTIFICATION_NAME. */
export function addToProfileUrl(certUrl: string, certId: string, issued: Date, organizationId?: string | null): string {
  return linkedInAddCertificationUrl({ name: CERTIFICATION_NAME, certUrl, certId, issued, organizationId });
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        flex: 1,
        padding: "24px 28px",
        borderRadius: 20,
        background: "rgba(255,255,255,0.12)",
      }}
    >
      <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}>{value}</div>
      <div style={{ fontSize: 24, marginTop: 8, opacity: 0.85 }}>{label}</div>
    </div>
  );
}

/** The badge as PNG bytes (drawn in the export worker). */
export async function renderLinkedInBadgePng(snapshot: PortfolioSnapshot): Promise<Uint8Array> {
  const figures = badgeFigures(snapshot);
  return drawPng(
    BADGE_SIZE,
    <div style={cardStyle({ background: "linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)", color: "#ffffff" })}>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, fontWeight: 700 }}>
        <div style={{ display: "flex" }}>{PRODUCT_NAME}</div>
        <div style={{ display: "flex", fontSize: 24, letterSpacing: 2 }}>{CERTIFICATION_NAME.toUpperCase()}</div>
      </div>
      <div style={{ display: "flex", fontSize: 64, fontWeight: 700 }}>
        {drawableText(figures.name) || "Sales professional"}
      </div>
      <div style={{ display: "flex", gap: 24 }}>
        <Figure value={figures.attainment ? formatPercent(figures.attainment) : "—"} label="verified attainment" />
        <Figure
          value={String(figures.verifiedPeriods)}
          label={figures.verifiedPeriods === 1 ? "verified quota period" : "verified quota periods"}
        />
        <Figure value={String(figures.verifiedAchievements)} label="verified achievements" />
      </div>
    </div>,
  );
}
