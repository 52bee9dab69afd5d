import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";

export const GET = withUser(async (_request, { user }) => NextResponse.json(user));
