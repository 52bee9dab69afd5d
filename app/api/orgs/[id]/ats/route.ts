// The organisation's applicant tracking system (Greenhouse or Lever), for owners and admins of an Enterprise
// organisation: GET the settings (never the secret: its last four characters; a recruiter sees only which ATS is set
// up), PUT { provider, ... } (400 when the provider refuses the credentials), DELETE.
import { NextResponse } from "next/server";
import {
  ATS_ADMINS,
  ATS_RECRUITERS,
  getAtsSettings,
  removeAtsSettings,
  saveAtsSettings,
} from "@/lib/server/data/orgs/ats";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { atsSettingsSchema } from "@/lib/validators/ats";

export const runtime = "nodejs";

export const GET = withOrg(async (_request, { org }) => NextResponse.json(await getAtsSettings(org)), ATS_RECRUITERS);

export const PUT = withOrg(async (request, { user, org }) => {
  const input = parseInput(atsSettingsSchema, await readJson(request));
  return NextResponse.json(await saveAtsSettings(user.id, org.org.id, input));
}, ATS_ADMINS);

export const DELETE = withOrg(
  async (_request, { user, org }) => NextResponse.json(await removeAtsSettings(user.id, org.org.id)),
  ATS_ADMINS,
);
