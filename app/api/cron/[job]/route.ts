import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { ApiError, notFound, withErrors } from "@/lib/server/http";
import { isCronCall, isJobName, JOBS } from "@/lib/server/jobs";

// A scheduler's call must run now, never answer from a cache.
export const dynamic = "force-dynamic";

/**
 * Runs one background job (`mail`, `sweep-uploads`) for a scheduler such as Vercel Cron, which sends
 * `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET configured the routes do not exist (404); a call without
 * the secret answers 401.
 */
export const GET = withErrors<{ job: string }>(async (request, { params }) => {
  const { job } = await params;
  if (!env().CRON_SECRET || !isJobName(job)) throw notFound("Job");
  if (!isCronCall(request.headers.get("authorization")))
    throw new ApiError("unauthorized", "A valid cron secret is required");
  return NextResponse.json({ job, ...(await JOBS[job]()) });
});
