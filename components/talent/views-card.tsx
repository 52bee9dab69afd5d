"use client";
// Who looked: each time an organisation opened the rep's card or contacted them, newest first.
import { QuerySection } from "@/components/team/query-section";
import { CompactTable, type CompactColumn } from "@/components/ui/compact-table";
import { formatDate } from "@/lib/format";
import type { TalentViewEntry } from "./types";
import { useTalentViews } from "./use-talent-api";

const KIND_LABELS = { view: "Viewed your card", contact: "Contacted you" } as const;

const COLUMNS: readonly CompactColumn<TalentViewEntry>[] = [
  { header: "Organisation", cellClassName: "wrap-anywhere", cell: (entry) => entry.organisation },
  { header: "What", cell: (entry) => KIND_LABELS[entry.kind] },
  { header: "Date", cellClassName: "whitespace-nowrap", cell: (entry) => formatDate(entry.at) },
];

export function ViewsCard() {
  return (
    <QuerySection
      title="Who looked"
      description="Each organisation that opened your card or contacted you."
      query={useTalentViews()}
      loadingLabel="Loading who looked"
      empty="No organisation has looked at your card yet."
    >
      {(list) => <CompactTable columns={COLUMNS} rows={list} rowKey={(entry, i) => `${entry.at}-${i}`} />}
    </QuerySection>
  );
}
