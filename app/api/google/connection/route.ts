import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { disconnect, isConnected } from "@/lib/server/integrations/connections";
import { googleConfig } from "@/lib/server/integrations/google";

/** Whether Google Drive can be used on this server and whether this user has connected it (never any token). */
export const GET = withUser(async (_request, { user }) =>
  NextResponse.json({ configured: googleConfig() !== null, connected: await isConnected(user.id, "google") }),
);

/** Disconnect: the stored tokens are deleted. */
export const DELETE = withUser(async (_request, { user }) => {
  await disconnect(user.id, "google");
  return NextResponse.json({ configured: googleConfig() !== null, connected: false });
});
