import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/marketing-metadata";
import { EnterpriseInquiryForm } from "@/components/marketing/enterprise/inquiry-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PRODUCT_NAME } from "@/lib/product";

export const metadata: Metadata = marketingMetadata({
  title: "Contact Enterprise Sales",
  description: `${PRODUCT_NAME} Enterprise: verified portfolios, attestations and benchmarking for your sales team.`,
});

/** The Enterprise sales form the pricing page's Enterprise buttons open. */
export default function ContactSalesPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Contact Enterprise Sales
          </CardTitle>
          <CardDescription>
            Managers attest their team&apos;s figures, with benchmarking, recognition, branding and reporting. Tell us
            about your team and we will get back to you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EnterpriseInquiryForm />
        </CardContent>
      </Card>
    </section>
  );
}
