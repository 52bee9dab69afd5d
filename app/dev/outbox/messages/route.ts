// The local outbox as JSON (newest first; `?to=` filters by recipient), for scripts and tests. Same rule as the page.
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { isDevOutboxEnabled, listOutbox } from "@/lib/server/mail";
import { parseInput, withErrors, notFound } from "@/lib/server/http";

export const dynamic = "force-dynamic";

const query = z.object({ to: z.string().trim().max(254).optional() });

export const GET = withErrors(async (request: NextRequest) => {
  if (!isDevOutboxEnabled()) throw notFound("Page");
  const { to } = parseInput(query, { to: request.nextUrl.searchParams.get("to") ?? undefined });
  const messages = await listOutbox({ to });
  return NextResponse.json(
    messages.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })),
  );
});
