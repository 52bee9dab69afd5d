import { templatesJson } from "@/lib/server/data/templates";
import { jsonText, withUser } from "@/lib/server/http";

export const GET = withUser(async () => jsonText(await templatesJson()));
