import { NextResponse } from "next/server";
import { listSessions } from "@/lib/server/data/session-list";
import { withUser } from "@/lib/server/http";

/** The account's signed-in sessions (device, place, last active), this browser's marked `current`. */
export const GET = withUser(async (_request, { user, sessionId }) =>
  NextResponse.json(await listSessions(user.id, sessionId)),
);
