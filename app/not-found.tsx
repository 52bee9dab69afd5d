import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";
import { PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <StatusPage
      status={404}
      title="Page Not Found"
      description={`The page you are looking for does not exist or has moved. Let's get you back to ${PRODUCT_NAME}.`}
    />
  );
}
