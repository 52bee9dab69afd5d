// Quota performance: a bar chart of attainment per period and a table per year, each row with its
// verification (method, date, signer) and, when verified, the address of its verify page, coloured by attainment
// (green, amber, red); then the verified periods' QR codes, side by side.
import { G, Line, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { formatMoney, formatPercent } from "@/lib/format";
import { averageAttainmentPercent } from "@/lib/levels";
import { RAMP_STATUS_LABELS } from "@/lib/options";
import { attainmentPercent, periodLabel } from "@/lib/quota";
import { codeOf, type VerifyCode, type VerifyCodes } from "../qr-code";
import type { PortfolioSnapshot, SnapshotQuotaRecord } from "../snapshot";
import { REPORT_FONT_FAMILY } from "./fonts";
import { plural } from "./cards";
import { SectionHeading, VerificationLine, VerifyAddress, VerifyQr } from "./parts";
import { attainmentTone, colors, PAGE, QR, styles, TABLE, TABLE_COLUMNS, TONE_FILL, TONE_TEXT } from "./theme";

type Quota = PortfolioSnapshot["quota"];

/** Oldest first; within a year the quarters, then the annual figure. */
function chronological(records: readonly SnapshotQuotaRecord[]): SnapshotQuotaRecord[] {
  return [...records].sort((a, b) => a.year - b.year || (a.quarter ?? 5) - (b.quarter ?? 5));
}

/** Spec: years newest first; quarters descending, the annual record after them. */
function byYear(records: readonly SnapshotQuotaRecord[]): { year: number; records: SnapshotQuotaRecord[] }[] {
  const years = [...new Set(records.map((r) => r.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    records: records.filter((r) => r.year === year).sort((a, b) => (b.quarter ?? 0) - (a.quarter ?? 0)),
  }));
}

const average = (records: readonly SnapshotQuotaRecord[]) =>
  averageAttainmentPercent(
    records.map((r) => ({ attainmentPercent: r.attainmentPercent, isVerified: r.verification.state === "verified" })),
  );

const CHART = { width: PAGE.contentWidth, height: 132, left: 30, bottom: 18, top: 14, maxBars: 12 } as const;

// Svg text takes one font family, not the report's fallback list; the labels are Latin digits and letters.
const chartText = { fontFamily: REPORT_FONT_FAMILY[0], fontSize: 6.5 };

function shortPeriod(r: SnapshotQuotaRecord): string {
  const year = `'${String(r.year).slice(-2)}`;
  return r.quarter ? `Q${r.quarter} ${year}` : `FY ${year}`;
}

/** Attainment per period as bars, the 100% line dashed; the latest 12 periods when there are more. */
function AttainmentChart({ records }: { records: readonly SnapshotQuotaRecord[] }) {
  const shown = chronological(records).slice(-CHART.maxBars);
  const percents = shown.map((r) => Number(r.attainmentPercent) || 0);
  const top = Math.max(150, Math.ceil(Math.max(...percents) / 50) * 50);
  const plotHeight = CHART.height - CHART.bottom - CHART.top;
  const plotWidth = CHART.width - CHART.left;
  const y = (percent: number) => CHART.top + plotHeight - (Math.min(percent, top) / top) * plotHeight;
  const slot = plotWidth / shown.length;
  const barWidth = Math.min(30, slot * 0.58);
  const step = top <= 200 ? 50 : top <= 500 ? 100 : 250;
  // The gridlines, and always the 100% line (quota), which is drawn dashed.
  const grid = [...new Set([...Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step), 100])];
  return (
    <View wrap={false} style={{ marginBottom: 4 }}>
      <Svg width={CHART.width} height={CHART.height}>
        {grid.map((g) => (
          <G key={g}>
            <Line
              x1={CHART.left}
              x2={CHART.width}
              y1={y(g)}
              y2={y(g)}
              stroke={g === 100 ? colors.ink : colors.rule}
              strokeWidth={g === 100 ? 0.9 : 0.6}
              strokeDasharray={g === 100 ? "3 2" : undefined}
            />
            <Text
              x={CHART.left - 4}
              y={y(g) + 2.5}
              textAnchor="end"
              style={chartText}
              fill={g === 100 ? colors.ink : colors.muted}
            >
              {`${g}%`}
            </Text>
          </G>
        ))}
        {shown.map((r, i) => {
          const percent = percents[i] ?? 0;
          const x = CHART.left + slot * i + (slot - barWidth) / 2;
          const tone = attainmentTone(r.attainmentPercent);
          return (
            <G key={r.id}>
              <Rect
                x={x}
                y={y(percent)}
                width={barWidth}
                height={Math.max(0.5, y(0) - y(percent))}
                fill={TONE_FILL[tone]}
                rx={1.5}
              />
              {/* A white plate keeps the figure readable where it crosses the dashed 100% line. */}
              <Rect x={x + barWidth / 2 - 10} y={y(percent) - 9.5} width={20} height={8} fill={colors.white} />
              <Text
                x={x + barWidth / 2}
                y={y(percent) - 3}
                textAnchor="middle"
                style={{ ...chartText, fontWeight: 700 }}
                fill={TONE_TEXT[tone]}
              >
                {formatPercent(r.attainmentPercent)}
              </Text>
              <Text x={x + barWidth / 2} y={CHART.height - 5} textAnchor="middle" style={chartText} fill={colors.muted}>
                {shortPeriod(r)}
              </Text>
            </G>
          );
        })}
      </Svg>
    </View>
  );
}

const COLUMNS = TABLE_COLUMNS;

const cell = { paddingVertical: 4, paddingRight: 6 } as const;
const numeric = { ...cell, textAlign: "right" as const, paddingRight: 10 };

function TableHeader() {
  return (
    <View style={{ flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: colors.rule }} fixed>
      <Text style={[styles.label, cell, { width: COLUMNS.period }]}>Period</Text>
      <Text style={[styles.label, numeric, { width: COLUMNS.quota }]}>Quota</Text>
      <Text style={[styles.label, numeric, { width: COLUMNS.attainment }]}>Closed</Text>
      <Text style={[styles.label, numeric, { width: COLUMNS.percent }]}>Attain.</Text>
      <Text style={[styles.label, cell, { width: COLUMNS.context }]}>Context</Text>
      <Text style={[styles.label, cell, { flex: 1 }]}>Verification</Text>
    </View>
  );
}

/** Ramp status, then the stack rank when the rep made it public ("Rank 2 of 24" says more than a percentile). */
function context(r: SnapshotQuotaRecord): string {
  const ramp = r.rampStatus === "post_ramp" ? RAMP_STATUS_LABELS.post_ramp : RAMP_STATUS_LABELS.on_ramp;
  if (r.stackRankPosition && r.stackRankTotal) return `${ramp}\nRank ${r.stackRankPosition} of ${r.stackRankTotal}`;
  if (r.stackRankPercentile) return `${ramp}\nTop ${formatPercent(r.stackRankPercentile)}`;
  return ramp;
}

function RecordRow({ record, code }: { record: SnapshotQuotaRecord; code: VerifyCode | undefined }) {
  const tone = attainmentTone(record.attainmentPercent);
  return (
    <View style={{ borderBottomWidth: 0.5, borderBottomColor: colors.rule, fontSize: 8.5 }} wrap={false}>
      <View style={{ flexDirection: "row" }}>
        <Text style={[cell, styles.bold, { width: COLUMNS.period, color: colors.ink }]}>
          {periodLabel(record.year, record.quarter)}
        </Text>
        <Text style={[numeric, { width: COLUMNS.quota }]}>{formatMoney(record.quota)}</Text>
        <Text style={[numeric, { width: COLUMNS.attainment }]}>{formatMoney(record.attainment)}</Text>
        <Text style={[numeric, styles.bold, { width: COLUMNS.percent, color: TONE_TEXT[tone] }]}>
          {formatPercent(record.attainmentPercent)}
        </Text>
        <Text style={[cell, { width: COLUMNS.context, fontSize: 8, color: colors.muted }]}>{context(record)}</Text>
        <VerificationLine verification={record.verification} size={7.5} style={{ ...cell, flex: 1 }} />
      </View>
      {code ? (
        <VerifyAddress
          url={code.url}
          size={QR.tableUrlSize}
          width={TABLE.addressWidth}
          style={{ marginLeft: TABLE.addressIndent, marginTop: TABLE.addressMargin - 4, paddingBottom: 4 }}
        />
      ) : null}
    </View>
  );
}

function YearTable({ year, records, codes }: { year: number; records: SnapshotQuotaRecord[]; codes: VerifyCodes }) {
  const avg = average(records);
  const [first, ...rest] = records;
  return (
    <View style={{ marginTop: 8 }}>
      {/* The year's heading never ends a page: it stays with its first row. */}
      <View wrap={false}>
        <View
          style={{
            flexDirection: "row",
            justifyContent: "space-between",
            backgroundColor: colors.panel,
            paddingVertical: 3,
            paddingHorizontal: 6,
          }}
        >
          <Text style={{ fontWeight: 700, color: colors.ink, fontSize: 10 }}>{year}</Text>
          <Text style={{ fontSize: 8.5, color: colors.muted }}>
            {plural(records.length, "period", "periods")} · average{" "}
            <Text style={{ fontWeight: 700, color: TONE_TEXT[attainmentTone(avg)] }}>{formatPercent(avg)}</Text>
          </Text>
        </View>
        {first ? <RecordRow record={first} code={codeOf(codes, first)} /> : null}
      </View>
      {rest.map((r) => (
        <RecordRow key={r.id} record={r} code={codeOf(codes, r)} />
      ))}
    </View>
  );
}

function Totals({ quota }: { quota: Quota }) {
  const overall = attainmentPercent(quota.totalQuota, quota.totalRevenue);
  return (
    <View
      style={{
        flexDirection: "row",
        borderTopWidth: 1.2,
        borderTopColor: colors.ink,
        marginTop: 6,
        paddingTop: 2,
        fontSize: 8.5,
      }}
      wrap={false}
    >
      <Text style={[cell, styles.bold, { width: COLUMNS.period, color: colors.ink }]}>All periods</Text>
      <Text style={[numeric, styles.bold, { width: COLUMNS.quota }]}>{formatMoney(quota.totalQuota)}</Text>
      <Text style={[numeric, styles.bold, { width: COLUMNS.attainment }]}>{formatMoney(quota.totalRevenue)}</Text>
      <Text style={[numeric, styles.bold, { width: COLUMNS.percent, color: TONE_TEXT[attainmentTone(overall)] }]}>
        {formatPercent(overall)}
      </Text>
      <Text style={[cell, { flex: 1, color: colors.muted }]}>
        Average attainment {formatPercent(quota.averageAttainment)} · {quota.verifiedCount} of {quota.records.length}{" "}
        periods verified
      </Text>
    </View>
  );
}

/**
 * The verified periods' QR codes in the table's order, six to a row, each captioned with its period and figure. The
 * heading stays with the first row; a row never splits over a page break.
 */
function VerifyGrid({ records, codes }: { records: SnapshotQuotaRecord[]; codes: VerifyCodes }) {
  const coded = records.flatMap((record) => {
    const code = codeOf(codes, record);
    return code ? [{ record, code }] : [];
  });
  if (coded.length === 0) return null;
  const rows = Array.from({ length: Math.ceil(coded.length / QR.gridColumns) }, (_, i) =>
    coded.slice(i * QR.gridColumns, (i + 1) * QR.gridColumns),
  );
  const row = (tiles: typeof coded, key: number) => (
    <View key={key} style={{ flexDirection: "row", marginBottom: QR.gridRowGap }} wrap={false}>
      {tiles.map(({ record, code }, i) => (
        <VerifyQr
          key={record.id}
          code={code}
          caption={`${periodLabel(record.year, record.quarter)}\n${formatPercent(record.attainmentPercent)}`}
          style={{ marginRight: i < tiles.length - 1 ? QR.gridGap : 0 }}
        />
      ))}
    </View>
  );
  const [first, ...rest] = rows;
  return (
    <View>
      <View wrap={false}>
        <View style={{ marginTop: 12 }}>
          <Text style={[styles.label, { marginBottom: 2 }]}>Verify these figures</Text>
          <Text style={{ fontSize: 8, color: colors.muted, marginBottom: 6 }}>
            Scan a period&apos;s code, or open the address under its row: the page checks its signed record.
          </Text>
        </View>
        {first ? row(first, 0) : null}
      </View>
      {rest.map((tiles, i) => row(tiles, i + 1))}
    </View>
  );
}

export function QuotaSection({ quota, codes }: { quota: Quota; codes: VerifyCodes }) {
  if (quota.records.length === 0) return null;
  const truncated = quota.records.length > CHART.maxBars;
  const years = byYear(quota.records);
  return (
    <View>
      <SectionHeading
        title="Quota performance"
        note={truncated ? `Chart: latest ${CHART.maxBars} periods` : "Attainment by period"}
      />
      <AttainmentChart records={quota.records} />
      <TableHeader />
      {years.map((group) => (
        <YearTable key={group.year} year={group.year} records={group.records} codes={codes} />
      ))}
      <Totals quota={quota} />
      <VerifyGrid records={years.flatMap((group) => group.records)} codes={codes} />
    </View>
  );
}
