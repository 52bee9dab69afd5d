// /pricing: the page as plain HTML (lib/server/plain-page.ts), the same for everyone, rendered once per process.
import { plainPage, plainPageResponse } from "@/lib/server/plain-page";

export async function GET() {
  return plainPageResponse(await plainPage("/render/pricing", "pricing"), {
    "Cache-Control": "public, max-age=0, must-revalidate",
  });
}
