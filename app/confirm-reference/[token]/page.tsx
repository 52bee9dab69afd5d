// The reference's confirmation page (no account): who listed them and how, the testimonial to review, and Confirm.
// An unknown, used or expired link says so and shows nothing of the rep's portfolio.
import type { Metadata } from "next";
import { ConfirmReferenceForm } from "@/components/references/confirm-reference-form";
import { viewReferenceConfirmation } from "@/lib/server/data/reference-confirmation";
import { PRODUCT_NAME } from "@/lib/product";
import { InvalidLinkPage } from "@/components/layout/invalid-link-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm a reference",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ConfirmReferencePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await viewReferenceConfirmation(token);

  if (view.state !== "open") {
    return (
      <InvalidLinkPage>
        It was already used, has expired, or was replaced by a newer one. If you were asked again, use the link in the
        latest e-mail.
      </InvalidLinkPage>
    );
  }

  const years = view.yearsWorkedTogether;
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-start gap-6 px-6 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRODUCT_NAME} · Reference check</p>
        <h1 className="text-2xl font-bold tracking-tight">Confirm you worked with {view.repName}</h1>
        <p className="text-muted-foreground">
          {view.repName} listed you as a professional reference. Please confirm the details below; you can edit the
          testimonial shown with your name before you confirm.
        </p>
      </header>
      <section aria-labelledby="reference-details" className="rounded-lg border border-border p-4">
        <h2 id="reference-details" className="mb-3 font-semibold">
          How you are listed
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{view.referenceName}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Title and company</dt>
            <dd className="font-medium">
              {view.referenceTitle} at {view.referenceCompany}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Working relationship</dt>
            <dd className="font-medium">{view.workingRelationship}</dd>
          </div>
          {years !== null ? (
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Years worked together</dt>
              <dd className="font-medium">{years}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <ConfirmReferenceForm token={token} repName={view.repName} testimonial={view.testimonial ?? ""} />
    </main>
  );
}
