"use client";
// The integrations page: a card per CRM, the outcome of a connect as a toast (then the address is cleaned), and a
// place for the organisation's applicant-tracking settings, which live with the organisation's own settings.
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AccountPage } from "@/components/layout/account-page";
import { integrationKeys } from "@/lib/api/keys";
import type { ConnectNotice, IntegrationStatus } from "@/lib/integrations";
import { toast } from "@/lib/toast";
import type { CurrentUser } from "@/lib/types";
import { CrmCard } from "./crm-card";

type Props = { user: CurrentUser; initial: IntegrationStatus[]; notice: ConnectNotice | null };

export function IntegrationsView({ user, initial, notice }: Props) {
  const router = useRouter();
  const integrations = useQuery<{ providers: IntegrationStatus[] }>({
    queryKey: integrationKeys.all(),
    initialData: { providers: initial },
  });

  useEffect(() => {
    if (!notice) return;
    const show = notice.kind === "success" ? toast.success : toast.error;
    show(notice.title, { description: notice.description });
    router.replace("/settings/integrations", { scroll: false });
  }, [notice, router]);

  return (
    <AccountPage user={user} title="Integrations">
      <section aria-labelledby="crm-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="crm-heading" className="text-lg font-semibold">
            CRM
          </h2>
          <p className="text-sm text-muted-foreground">
            Import your closed-won deals as deal stories. An import records where and when each deal came from; it is
            not a verification: your manager or your organisation still verifies your figures.
          </p>
        </div>
        {integrations.data.providers.map((status) => (
          <CrmCard key={status.provider} status={status} />
        ))}
      </section>
      <section aria-labelledby="ats-heading" className="grid gap-1">
        <h2 id="ats-heading" className="text-lg font-semibold">
          Applicant tracking (ATS)
        </h2>
        <p className="text-sm text-muted-foreground">
          Greenhouse and Lever are connected by an Enterprise organisation&apos;s owner or admins, in the
          organisation&apos;s settings on the Team page.
        </p>
      </section>
    </AccountPage>
  );
}
