import type { ReactNode } from "react";
import { MarketingShell } from "@/components/marketing/marketing-shell";

/** The public header and footer around the landing and pricing pages. */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <MarketingShell>{children}</MarketingShell>;
}
