import { NextResponse } from "next/server";
import { listUpgradeRequests, requestUpgrade } from "@/lib/server/data/upgrade-requests";
import { parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { upgradeRequestSchema } from "@/lib/validators/upgrade-request";

/** The caller's upgrade requests, newest first. */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await listUpgradeRequests(user.id)));

/** Asks for Pro Seller: 201 with a new request, 200 when it updates the caller's open one, 409 when already on a paid plan. */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(upgradeRequestSchema, await readJson(request));
  const { request: saved, created } = await requestUpgrade(user.id, input, requestMeta(request, user.email));
  return NextResponse.json(saved, { status: created ? 201 : 200 });
});
