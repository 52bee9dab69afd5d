// GET /credentials/status/<list>: a signed BitstringStatusListCredential (purpose: revocation), as the credentials
// stand: a voided item's credential is revoked right after the request that voided it.
import { NextResponse } from "next/server";
import { statusListCredential } from "@/lib/server/credentials/status-list";
import { ApiError, withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = withErrors<{ list: string }>(async (_request, { params }) => {
  const { list } = await params;
  const listId = /^[1-9]\d{0,8}$/.test(list) ? Number(list) : null;
  if (listId === null) throw new ApiError("not_found", "Status list not found");
  const document = await statusListCredential(listId);
  if (!document) throw new ApiError("not_found", "Status list not found");
  return NextResponse.json(document, {
    headers: {
      "Content-Type": "application/vc+ld+json; charset=utf-8",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
    },
  });
});
