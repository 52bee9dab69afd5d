import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { googleConfig } from "@/lib/server/integrations/google";
import { deleteGoogleConnection, isGoogleConnected } from "@/lib/server/integrations/google/connections";

/** Whether Google Drive can be used on this server and whether this user has connected it (never any token). */
export const GET = withUser(async (_request, { user }) =>
  NextResponse.json({ configured: googleConfig() !== null, connected: await isGoogleConnected(user.id) }),
);

/** Disconnect: the stored tokens are deleted. */
export const DELETE = withUser(async (_request, { user }) => {
  await deleteGoogleConnection(user.id);
  return NextResponse.json({ configured: googleConfig() !== null, connected: false });
});
