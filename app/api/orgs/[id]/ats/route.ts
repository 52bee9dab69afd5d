// The organisation's applicant tracking system (Greenhouse or Lever), for owners and admins of an Enterprise
// organisation: GET the settings (never the key: its last four characters), PUT { provider, apiKey, onBehalfOf }
// (400 when the provider refuses the key), DELETE.
import { NextResponse } from "next/server";
import { getAtsSettings, removeAtsSettings, saveAtsSettings } from "@/lib/server/data/orgs/ats";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { atsSettingsSchema } from "@/lib/validators/ats";

type Params = { id: string };

export const runtime = "nodejs";

export const GET = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await getAtsSettings(user.id, parseId(params.id, "Organisation"))),
);

export const PUT = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const input = parseInput(atsSettingsSchema, await readJson(request));
  return NextResponse.json(await saveAtsSettings(user.id, orgId, input));
});

export const DELETE = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await removeAtsSettings(user.id, parseId(params.id, "Organisation"))),
);
