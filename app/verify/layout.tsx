import type { ReactNode } from "react";
import { MarketingShell } from "@/components/marketing/marketing-shell";

/** The verify pages are public, for people who may never have heard of us: the public header and footer. */
export default function VerifyLayout({ children }: { children: ReactNode }) {
  return <MarketingShell>{children}</MarketingShell>;
}
