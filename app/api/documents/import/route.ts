import { notImplementedRoute } from "@/lib/server/routes";

export const POST = notImplementedRoute("Smart document import");
