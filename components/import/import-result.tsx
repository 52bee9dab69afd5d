"use client";
// After an import that skipped items: what was imported, and each item that was not, with why (already in the
// portfolio, or past the Starter plan's cap with the way to upgrade). Nothing is left out silently.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { IMPORT_GROUP_NAMES, importItemLabel } from "@/lib/import-items";
import type { ExtractedData, ImportResult } from "@/lib/validators/import";

export function ImportResultView({
  result,
  data,
  onDone,
}: {
  result: ImportResult;
  data: ExtractedData;
  onDone: () => void;
}) {
  const overCap = result.skipped.some((s) => s.code === "plan_limit");
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Imported {result.totalImported} {result.totalImported === 1 ? "item" : "items"} to your brag book.{" "}
        {result.skipped.length} {result.skipped.length === 1 ? "item was" : "items were"} not imported:
      </p>
      <ul aria-label="Items not imported" className="divide-y divide-border rounded-lg border border-border">
        {result.skipped.map(({ group, index, reason }) => (
          <li key={`${group}.${index}`} className="grid gap-0.5 p-3 text-sm">
            <span className="font-medium break-words">
              {IMPORT_GROUP_NAMES[group].one}: {importItemLabel(group, data[group][index]!)}
            </span>
            <span className="break-words text-muted-foreground">{reason}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {overCap ? (
          <Button asChild variant="outline">
            <Link href="/upgrade">Upgrade to Pro Seller</Link>
          </Button>
        ) : null}
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
