// The link preview of a share page (1200×630 PNG): this rep's name, role, average attainment, verified
// periods and level, drawn offline with the Noto Sans files the PDF export ships (Latin, Cyrillic, Greek,
// Vietnamese); text the fonts can't draw is left out rather than fetched. Drawn in the export worker (no
// "server-only" import here); the route is app/p/[slug]/opengraph-image.tsx.
import { initials } from "@/lib/initials";
import { formatPercent } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { attainmentTone, type AttainmentTone } from "@/lib/quota";
import type { PortfolioSnapshot } from "../snapshot";
import { drawableText } from "./drawable-text";
import { cardStyle, drawPng } from "./card";

export const PREVIEW_SIZE = { width: 1200, height: 630 };

const TONE_COLOR: Record<AttainmentTone, string> = { green: "#15803d", yellow: "#b45309", red: "#dc2626" };
/** Pictures the renderer can draw, up to a size that keeps the preview quick. */
const PICTURE_TYPES = new Set(["image/png", "image/jpeg"]);
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

function Stat({ value, label, color = "#0f172a" }: { value: string; label: string; color?: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        padding: "22px 28px",
        borderRadius: 20,
        background: "#f1f5f9",
        flex: 1,
        minWidth: 0,
      }}
    >
      <div style={{ fontSize: value.length > 10 ? 34 : 44, fontWeight: 700, color, lineHeight: 1.15 }}>{value}</div>
      <div style={{ fontSize: 22, color: "#475569", marginTop: 6 }}>{label}</div>
    </div>
  );
}

/** The preview as PNG bytes. */
export async function renderSharePreviewPng(snapshot: PortfolioSnapshot): Promise<Uint8Array> {
  const { owner, quota } = snapshot;
  const name = drawableText(owner.fullName) || "Sales professional";
  // The page's own role line (components/share/share-summary.ts), which lib code cannot import.
  const role = drawableText(
    owner.title && owner.company ? `${owner.title} at ${owner.company}` : owner.title || owner.company || "",
  );
  const level = drawableText(owner.level);
  const picture =
    owner.picture && PICTURE_TYPES.has(owner.picture.contentType) && owner.picture.data.byteLength <= PICTURE_MAX_BYTES
      ? `data:${owner.picture.contentType};base64,${Buffer.from(owner.picture.data).toString("base64")}`
      : null;
  const nameSize = name.length > 30 ? 52 : 68;

  return drawPng(
    PREVIEW_SIZE,
    <div
      style={cardStyle({
        background: "linear-gradient(135deg, #ffffff 0%, #eff6ff 100%)",
        color: "#0f172a",
        position: "relative",
      })}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 14, fontSize: 28, fontWeight: 700 }}>
          <div
            style={{
              display: "flex",
              width: 44,
              height: 44,
              borderRadius: 12,
              background: "#2563eb",
              color: "#fff",
              alignItems: "center",
              justifyContent: "center",
              fontSize: 26,
            }}
          >
            <svg
              width="26"
              height="26"
              viewBox="0 0 24 24"
              fill="none"
              stroke="#ffffff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </div>
          {PRODUCT_NAME}
        </div>
        <div style={{ display: "flex", fontSize: 22, color: "#475569", letterSpacing: 2 }}>SALES PORTFOLIO</div>
      </div>

      <div style={{ display: "flex", alignItems: "center", gap: 40 }}>
        {picture ? (
          // satori draws a plain <img> from a data URL; next/image is for pages, not for an image being drawn.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={picture}
            width={180}
            height={180}
            style={{ borderRadius: 90, objectFit: "cover", border: "6px solid #ffffff" }}
            alt=""
          />
        ) : (
          <div
            style={{
              display: "flex",
              width: 180,
              height: 180,
              borderRadius: 90,
              background: "#2563eb",
              color: "#ffffff",
              fontSize: 72,
              fontWeight: 700,
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            {initials(name)}
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: nameSize, fontWeight: 700, lineHeight: 1.1 }}>{name}</div>
          {role ? <div style={{ fontSize: 30, color: "#475569", marginTop: 12 }}>{role}</div> : null}
        </div>
      </div>

      <div style={{ display: "flex", gap: 20 }}>
        <Stat
          value={quota.averageAttainment ? formatPercent(quota.averageAttainment) : "—"}
          label={`avg attainment · ${quota.records.length} ${quota.records.length === 1 ? "period" : "periods"}`}
          color={quota.averageAttainment ? TONE_COLOR[attainmentTone(quota.averageAttainment)] : undefined}
        />
        {owner.verifiedBadge ? (
          <Stat value={String(quota.verifiedCount)} label="verified quota periods" color="#2563eb" />
        ) : (
          <Stat value="Unverified" label="self-reported figures" color="#dc2626" />
        )}
        <Stat value={level} label="portfolio level" />
      </div>
    </div>,
  );
}
