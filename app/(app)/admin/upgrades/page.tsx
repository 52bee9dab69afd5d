import { SetPlanForm } from "@/components/admin/set-plan-form";
import { UpgradeRequestList } from "@/components/admin/upgrade-request-list";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Upgrade requests");

/** Plan requests and plan changes (the admin layout refuses everyone but admins). */
export default function AdminUpgradesPage() {
  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Upgrade requests</h1>
        <p className="text-muted-foreground">
          Reps ask for Pro Seller here; no card is charged. Approving switches their plan, declining keeps it. The rep
          is e-mailed either way.
        </p>
      </div>
      <UpgradeRequestList />
      <SetPlanForm />
    </>
  );
}
