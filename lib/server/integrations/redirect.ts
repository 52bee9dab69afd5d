import "server-only";
// The redirects of a connect (to the provider's consent screen, back to the app's page).
import { NextResponse } from "next/server";

/** A redirect with the Location as given: an in-app path stays relative, so it works behind any host name. */
export function redirectTo(location: string): NextResponse {
  return new NextResponse(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}
