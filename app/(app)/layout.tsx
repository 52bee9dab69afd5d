import { unauthorized } from "next/navigation";
import type { ReactNode } from "react";
import { getSessionUser } from "@/lib/server/session";
import { Providers } from "../providers";

/**
 * The signed-in app. Signed out, every page of it answers 401 with the sign-in form in place, at the same address (no
 * redirect) and under a neutral title, so no page can forget the gate. Its client components share one query client
 * and the toasts.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) unauthorized();
  return <Providers>{children}</Providers>;
}
