import { notImplementedRoute } from "@/lib/server/routes";

export const POST = notImplementedRoute("PowerPoint export");
