// "/": the landing page as plain HTML (lib/server/plain-page.ts), the same for everyone, rendered once per process.
// A signed-in visitor never gets here: the proxy serves them the dashboard at this address.
import { plainPage, plainPageResponse } from "@/lib/server/plain-page";

export async function GET() {
  return plainPageResponse(await plainPage("/render/landing", "landing"), {
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
