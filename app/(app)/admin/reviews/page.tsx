import { ReviewQueue } from "@/components/admin/review-queue";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Review queue");

/** The admin review queue (the admin layout refuses everyone else). */
export default function AdminReviewsPage() {
  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Review queue</h1>
        <p className="text-muted-foreground">
          Check each proof against the figures claimed, then approve it or reject it with a reason. The rep is e-mailed
          either way.
        </p>
      </div>
      <ReviewQueue />
    </>
  );
}
