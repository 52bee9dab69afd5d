import { NextResponse } from "next/server";
import { exportAccount } from "@/lib/server/data/account";
import { contentDisposition } from "@/lib/server/download";
import { withUser } from "@/lib/server/http";

/** Everything the signed-in rep stored, as a JSON download. */
export const GET = withUser(async (_request, { user }) => {
  const data = await exportAccount(user);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", {
        ascii: `quotaproof-export-${data.exportedAt.slice(0, 10)}.json`,
      }),
      "Cache-Control": "no-store",
    },
  });
});
