import { connectHandler } from "@/lib/server/integrations/connect-routes";

/** "Connect Google Drive": the same connect as /api/integrations/google/connect. */
export const GET = connectHandler("google");
