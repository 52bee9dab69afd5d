import { notImplementedRoute } from "@/lib/server/routes";

export const POST = notImplementedRoute("Shareable portfolio links");
