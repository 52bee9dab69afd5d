import { notImplementedRoute } from "@/lib/server/routes";

export const POST = notImplementedRoute("Google Slides export");
