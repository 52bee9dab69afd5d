import { NextResponse } from "next/server";
import { deleteAboutMe, getAboutMe, upsertAboutMe } from "@/lib/server/data/about-me";
import { assertOwnUserId, notFound, parseInput, readJson, withUser } from "@/lib/server/http";
import { LONG_TEXT_BODY_LIMIT } from "@/lib/server/read-body";
import { aboutMeSchema } from "@/lib/validators/about-me";

export const GET = withUser(async (request, { user }) => {
  assertOwnUserId(user, request.nextUrl.searchParams.get("userId") ?? undefined);
  return NextResponse.json(await getAboutMe(user.id));
});

export const POST = withUser(async (request, { user }) => {
  // Three long texts and six lists: more than an ordinary form.
  const body = await readJson(request, LONG_TEXT_BODY_LIMIT);
  assertOwnUserId(user, body.userId);
  return NextResponse.json(await upsertAboutMe(user.id, parseInput(aboutMeSchema, body)));
});

export const PUT = POST;

export const DELETE = withUser(async (_request, { user }) => {
  if (!(await deleteAboutMe(user.id))) throw notFound("About Me");
  return NextResponse.json({ success: true });
});
