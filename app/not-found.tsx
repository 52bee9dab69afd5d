import type { Metadata } from "next";
import { SearchX } from "lucide-react";
import { StatusPage } from "@/components/ui/status-page";
import { PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <StatusPage
      icon={<SearchX className="size-7" aria-hidden="true" />}
      eyebrow="404"
      title="Page Not Found"
      description={`The page you are looking for does not exist or has moved. Let's get you back to ${PRODUCT_NAME}.`}
      back={{ href: "/", label: "Back to home" }}
    />
  );
}
