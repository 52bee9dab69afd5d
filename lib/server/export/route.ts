import "server-only";
// The frame of the export endpoints: session and plan (the user wrapper checks both), body, the userId the body must
// name (the caller's own), then a place in the export queue (429 when the rep's share or the line is full), then the snapshot, which must
// show something.
import type { NextRequest } from "next/server";
import type { PlanFeature } from "@/lib/plans";
import type { ZodType } from "zod";
import { exportRequestSchema, type ExportRequest } from "@/lib/validators/export";
import type { ShareSection } from "@/lib/export-content";
import type { PublicUser } from "../data/users";
import { contentDisposition, type DownloadFileName } from "../download";
import { assertOwnUserId, parseInput, readJson, withUser } from "../http";
import { withQueueSlot } from "../work-queue";
import { EXPORT_QUEUE } from "./render-in-worker";
import { assertShowsContent } from "./share-content";
import { loadPortfolioSnapshot, type PortfolioSnapshot } from "./snapshot";

/** An export's own options besides the body's achievements: a share link's `sections`, say. */
type ExportOptions = { sections?: readonly ShareSection[] };

type ExportContext<Options extends ExportOptions> = {
  request: NextRequest;
  user: PublicUser;
  input: ExportRequest;
  /** The route's own options, parsed by its schema ({} without one). */
  options: Options;
  snapshot: PortfolioSnapshot;
};

type ExportRouteConfig<Options extends ExportOptions> = {
  feature?: PlanFeature;
  /** The schema of the route's own options; its `sections` (default all) are what the export shows. */
  options?: ZodType<Options>;
};

/**
 * POST handler: 401 signed out, 402 without the plan feature, 422 bad body, 403 another userId, 404 foreign ids,
 * 429 with Retry-After when the caller already has two exports under way or the queue is full, and 422 on
 * `sections` when what the export would show (the chosen achievements, the chosen sections) holds nothing.
 */
export function exportRoute<Options extends ExportOptions = ExportOptions>(
  config: ExportRouteConfig<Options>,
  handler: (ctx: ExportContext<Options>) => Promise<Response>,
) {
  return withUser(
    async (request, { user }) => {
      const body = await readJson(request);
      assertOwnUserId(user, body.userId);
      const input = parseInput(exportRequestSchema, body);
      const options: Options = config.options ? parseInput(config.options, body) : ({} as Options);
      return withQueueSlot(EXPORT_QUEUE, [`user:${user.id}`], async () => {
        const snapshot = await loadPortfolioSnapshot(user.id, input.achievementIds);
        assertShowsContent(snapshot, options.sections);
        return handler({ request, user, input, options, snapshot });
      });
    },
    { feature: config.feature },
  );
}

/** "Jane-Doe-QuotaProof-2026-11-23.pdf": ASCII for old clients, the full name in filename*. */
export function exportFileName(
  fullName: string,
  extension: string,
  date = new Date(),
): { ascii: string; utf8: string } {
  const day = date.toISOString().slice(0, 10);
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const utf8 = `${[...words, "QuotaProof", day].join("-")}.${extension}`;
  const asciiWords = words.map((w) => w.normalize("NFKD").replace(/[^A-Za-z0-9]/g, "")).filter(Boolean);
  const ascii = `${[...asciiWords, "QuotaProof", day].join("-")}.${extension}`;
  return { ascii, utf8 };
}

/** A file download. */
export function attachmentResponse(bytes: Uint8Array, contentType: string, fileName: DownloadFileName): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition("attachment", fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
