import { NextResponse } from "next/server";
import { signOut } from "@/lib/server/auth";
import { withErrors } from "@/lib/server/http";

export const POST = withErrors(async () => {
  await signOut({ redirect: false });
  return NextResponse.json({ success: true });
});
