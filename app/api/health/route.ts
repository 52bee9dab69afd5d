import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/server/db/client";
import { withErrors } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** For load balancers: 200 when the database answers, 503 otherwise. */
export const GET = withErrors(async () => {
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok", database: "up" });
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return NextResponse.json({ status: "unavailable", database: "down" }, { status: 503 });
  }
});
