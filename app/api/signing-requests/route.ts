import { NextResponse } from "next/server";
import { listSigningStates } from "@/lib/server/data/signing/rep-requests";
import { withUser } from "@/lib/server/http";

/** The latest manager e-signature request of each of the caller's quota records. */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await listSigningStates(user.id)));
