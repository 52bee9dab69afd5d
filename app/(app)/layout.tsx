import type { ReactNode } from "react";
import { Providers } from "../providers";

/** The signed-in app: its client components share one query client and the toasts. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
