import "server-only";
// The frame of the export endpoints: session, body, the userId the body must name (the caller's own), the plan,
// then a place in the export queue (429 when the rep's share or the line is full), then the snapshot.
import type { NextRequest } from "next/server";
import { planFeatureMessage, type PlanFeature, type PlanTier } from "@/lib/plans";
import { exportRequestSchema, type ExportRequest } from "@/lib/validators/export";
import type { PublicUser } from "../data/users";
import { contentDisposition, type DownloadFileName } from "../download";
import { ApiError, assertOwnUserId, parseInput, readJson, withUser } from "../http";
import { withQueueSlot } from "../work-queue";
import { EXPORT_QUEUE } from "./render-in-worker";
import { loadPortfolioSnapshot, type PortfolioSnapshot } from "./snapshot";

type ExportContext = {
  request: NextRequest;
  user: PublicUser;
  /** The parsed JSON body, for a route's own extra options. */
  body: Record<string, unknown>;
  input: ExportRequest;
  snapshot: PortfolioSnapshot;
};

/**
 * POST handler: 401 signed out, 422 bad body, 403 another userId, 402 without the plan feature, 404 foreign ids,
 * 429 with Retry-After when the caller already has two exports under way or the queue is full.
 */
export function exportRoute(options: { feature?: PlanFeature }, handler: (ctx: ExportContext) => Promise<Response>) {
  return withUser(async (request, { user }) => {
    const body = await readJson(request);
    assertOwnUserId(user, body.userId);
    const input = parseInput(exportRequestSchema, body);
    if (options.feature) {
      const message = planFeatureMessage(user.subscriptionTier as PlanTier, options.feature);
      if (message) throw new ApiError("plan_limit", message);
    }
    return withQueueSlot(EXPORT_QUEUE, [`user:${user.id}`], async () => {
      const snapshot = await loadPortfolioSnapshot(user.id, input.achievementIds);
      return handler({ request, user, body, input, snapshot });
    });
  });
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
