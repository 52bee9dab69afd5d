import { NextResponse } from "next/server";
import { z } from "zod";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { sweepUnattachedFiles, UNATTACHED_FILE_TTL_MS } from "@/lib/server/storage";

const sweepSchema = z.object({
  /** Uploads older than this many hours and never attached are deleted (default: the server's own 24 hours). */
  olderThanHours: z
    .number()
    .min(0)
    .max(24 * 365)
    .optional(),
  /** Only this user's uploads. */
  userId: z.number().int().positive().optional(),
});

/** Runs the sweep of never-attached uploads now (the server also runs it every hour). Admins only. */
export const POST = withUser(
  async (request) => {
    const { olderThanHours, userId } = parseInput(sweepSchema, await readJson(request));
    const ageMs = olderThanHours === undefined ? UNATTACHED_FILE_TTL_MS : olderThanHours * 3_600_000;
    const deleted = await sweepUnattachedFiles({ olderThan: new Date(Date.now() - ageMs), userId });
    return NextResponse.json({ deleted });
  },
  { role: "admin" },
);
