// The baseline list call: the same 50 rows as the project's GET /api/achievements, serialised on every request.
import fs from "node:fs";
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

let rows: unknown[] | undefined;

export function GET() {
  rows ??= JSON.parse(
    fs.readFileSync(/*turbopackIgnore: true*/ process.env.BASELINE_ROWS_FILE ?? "rows.json", "utf8"),
  ) as unknown[];
  return NextResponse.json(rows);
}
