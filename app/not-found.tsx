import type { Metadata } from "next";
import { NotFoundPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return <NotFoundPage />;
}
