// The test server's write watch as JSON (`?label=`: the writes of the requests sent with that label; the first call
// starts the watch). Same rule as the local outbox: 404 unless it is on.
import { NextResponse, type NextRequest } from "next/server";
import { notFound, withErrors } from "@/lib/server/http";
import { startWriteWatch, writesOf } from "@/lib/server/write-watch";

export const dynamic = "force-dynamic";

export const GET = withErrors(async (request: NextRequest) => {
  if (!startWriteWatch()) throw notFound("Page");
  const label = request.nextUrl.searchParams.get("label") ?? "";
  return NextResponse.json({ writes: label ? writesOf(label) : [] });
});
