// POST /api/orgs/{id}/ats/candidates { shareUrl, candidate: { firstName, lastName, email } }: sends a shared
// portfolio (its link and PDF) to the organisation's ATS. 201 with a new candidate, 200 with one found by e-mail;
// 400 for a link that is not live and open, 409 without ATS settings, 429 capped or the provider busy, 502 when
// the provider refuses or fails.
import { NextResponse } from "next/server";
import { sendPortfolioToAts } from "@/lib/server/ats/handoff";
import { ATS_RECRUITERS } from "@/lib/server/data/orgs/ats";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { atsCandidateSchema } from "@/lib/validators/ats";

export const runtime = "nodejs";

export const POST = withOrg(async (request, { user, org }) => {
  const input = parseInput(atsCandidateSchema, await readJson(request));
  const result = await sendPortfolioToAts(user.id, org.org.id, input);
  return NextResponse.json(result, { status: result.created ? 201 : 200 });
}, ATS_RECRUITERS);
