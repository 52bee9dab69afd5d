import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Access denied" };

/** Shown with status 403 when a signed-in user opens a page their role does not allow (e.g. the review queue). */
export default function Forbidden() {
  return (
    <StatusPage
      status={403}
      title="Access denied"
      description="This page is only available to administrators."
      back={{ href: "/dashboard", label: "Back to dashboard" }}
    />
  );
}
