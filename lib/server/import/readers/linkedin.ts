// LinkedIn's data export (Settings → Data privacy → Get a copy of your data): a ZIP of CSV files. Four of them make
// portfolio items: Profile.csv (headline, summary), Positions.csv (jobs with their dates), Honors.csv (awards) and
// Recommendations_Received.csv (what colleagues wrote). Only those are unpacked; the rest of the archive (messages,
// connections, media) is never read. Each file becomes records keyed by its header names in lower case.
import { parseDelimited } from "./csv";
import { decodeText } from "./text";

export type LinkedInRecord = Record<string, string>;
export type LinkedInExport = {
  profile: LinkedInRecord[];
  positions: LinkedInRecord[];
  honors: LinkedInRecord[];
  recommendations: LinkedInRecord[];
};

/** The file each part comes from, and a header every version of that file has (the header row is found by it). */
const FILES: Record<keyof LinkedInExport, { name: string; header: string }> = {
  profile: { name: "profile.csv", header: "headline" },
  positions: { name: "positions.csv", header: "title" },
  honors: { name: "honors.csv", header: "title" },
  recommendations: { name: "recommendations_received.csv", header: "text" },
};

const baseName = (entry: string) => entry.split("/").pop()!.toLowerCase();

/** True for an archive entry this reader uses. */
export const isLinkedInEntry = (entry: string) => Object.values(FILES).some((file) => file.name === baseName(entry));

/** A LinkedIn export holds Positions.csv or Profile.csv at any depth; other ZIPs are not one. */
export function looksLikeLinkedInExport(entries: Iterable<string>): boolean {
  const names = new Set([...entries].map(baseName));
  return names.has(FILES.positions.name) || names.has(FILES.profile.name);
}

export function readLinkedInExport(files: Map<string, Uint8Array>): LinkedInExport {
  const byName = new Map([...files].map(([entry, bytes]) => [baseName(entry), bytes]));
  const part = (key: keyof LinkedInExport): LinkedInRecord[] => {
    const bytes = byName.get(FILES[key].name);
    const text = bytes ? decodeText(bytes) : null;
    return text ? records(parseDelimited(text), FILES[key].header) : [];
  };
  return {
    profile: part("profile"),
    positions: part("positions"),
    honors: part("honors"),
    recommendations: part("recommendations"),
  };
}

/** Rows under the header row (some exports put a "Notes:" preamble above it), as header → cell. */
function records(rows: string[][], requiredHeader: string): LinkedInRecord[] {
  const headerAt = rows.findIndex((row) => row.some((cell) => cell.trim().toLowerCase() === requiredHeader));
  if (headerAt < 0) return [];
  const header = rows[headerAt]!.map((cell) => cell.trim().toLowerCase());
  return rows
    .slice(headerAt + 1)
    .filter((row) => row.some((cell) => cell.trim() !== ""))
    .map((row) => Object.fromEntries(header.map((name, i) => [name, (row[i] ?? "").trim()])));
}

/** The export as plain text, for the AI pass and the "no text" check. */
export function linkedInText(data: LinkedInExport): string {
  const lines: string[] = [];
  for (const p of data.profile) lines.push(p.headline ?? "", p.summary ?? "");
  for (const p of data.positions)
    lines.push(
      `${p.title ?? ""}, ${p["company name"] ?? ""} — ${p["started on"] ?? ""} - ${p["finished on"] || "Present"}`,
      p.description ?? "",
    );
  for (const h of data.honors) lines.push(`${h.title ?? ""} ${h["issued on"] ?? ""}`.trim(), h.description ?? "");
  for (const r of data.recommendations)
    lines.push(
      `${r["first name"] ?? ""} ${r["last name"] ?? ""}, ${r["job title"] ?? ""}, ${r.company ?? ""}: ${r.text ?? ""}`,
    );
  return lines.filter((line) => line.replace(/[\s,—:-]/g, "") !== "").join("\n");
}
