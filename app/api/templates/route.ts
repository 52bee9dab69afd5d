import { NextResponse } from "next/server";
import { listTemplates } from "@/lib/server/data/templates";
import { withUser } from "@/lib/server/http";

export const GET = withUser(async () => NextResponse.json(await listTemplates()));
