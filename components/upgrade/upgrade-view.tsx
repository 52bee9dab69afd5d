"use client";
// The upgrade page: the rep's current plan, and either Pro Seller's offer with the request form, the open request
// ("Upgrade requested"), or, on a paid plan, what the plan includes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Check, Clock } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { AppHeader } from "@/components/layout/app-header";
import { PLANS } from "@/lib/plans";
import { PRO_PRICING_PLAN, type BillingPeriod } from "@/lib/pricing";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callApi } from "@/lib/api/client";
import { billingKeys } from "@/lib/api/keys";
import { formatDate } from "@/lib/format";
import type { CurrentUser } from "@/lib/types";
import { openRequestOf, type UpgradeRequestInput, type UpgradeRequestView } from "@/lib/validators/upgrade-request";
import { CheckoutChoice } from "@/components/billing/checkout-choice";
import type { ProPrices } from "@/lib/billing-prices";
import { UpgradeRequestForm } from "./upgrade-request-form";

const PRO = PLANS.pro.name;

function billingText(request: UpgradeRequestView): string {
  const { price } = PRO_PRICING_PLAN;
  return request.isAnnualBilling ? `annual billing, ${price.annual}/year` : `monthly billing, ${price.monthly}/month`;
}

function ProFeatures({ title }: { title: string }) {
  return (
    <div className="grid gap-3">
      <h2 className="text-sm font-medium">{title}</h2>
      <ul className="grid gap-2 text-sm" aria-label={`${PRO} features`}>
        {PRO_PRICING_PLAN.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestedNotice({ request }: { request: UpgradeRequestView }) {
  return (
    <Alert role="status" variant="success">
      <Clock aria-hidden="true" />
      <AlertTitle>Upgrade requested</AlertTitle>
      <AlertDescription className="text-foreground">
        <p>
          Requested on {formatDate(request.createdAt)} for {PRO} ({billingText(request)}).
        </p>
        <p>An administrator will switch your plan and e-mail you. No card is charged.</p>
        {request.note ? <p className="mt-1 break-words text-muted-foreground">Your note: {request.note}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpgradeRequestInput) => callApi("POST /api/upgrade-requests", { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<UpgradeRequestView[]>(billingKeys.upgradeRequests(), (list = []) => [
        saved,
        ...list.filter((r) => r.id !== saved.id),
      ]);
      toast.success("Upgrade requested", {
        description: "An administrator will switch your plan. No card is charged.",
      });
    },
    onError: (error) => toast.error("Upgrade request failed", { description: error.message }),
  });
}

function StarterUpgrade({ requests, billing }: { requests: UpgradeRequestView[]; billing: BillingPeriod }) {
  const request = useRequestUpgrade();
  const [editing, setEditing] = useState(false);
  const open = openRequestOf(requests);
  const last = requests[0];
  const submit = (input: UpgradeRequestInput) => request.mutate(input, { onSuccess: () => setEditing(false) });

  if (open && !editing) {
    return (
      <div className="grid gap-4">
        <RequestedNotice request={open} />
        <div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Change request
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{open ? "Change your request" : `Request ${PRO}`}</CardTitle>
        <CardDescription>{PRO_PRICING_PLAN.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!open && last?.status === "declined" ? (
          <Alert role="status" variant="warning">
            <AlertTitle>Your request of {formatDate(last.createdAt)} was declined</AlertTitle>
            <AlertDescription>You can ask again below.</AlertDescription>
          </Alert>
        ) : null}
        <ProFeatures title={`What ${PRO} adds`} />
        <UpgradeRequestForm
          defaults={
            open
              ? { billing: open.isAnnualBilling ? "annual" : "monthly", note: open.note ?? "" }
              : { billing, note: "" }
          }
          pending={request.isPending}
          submitLabel={open ? "Update request" : "Request upgrade"}
          pendingLabel={open ? "Updating request..." : "Requesting upgrade..."}
          onSubmit={submit}
          onCancel={open ? () => setEditing(false) : undefined}
        />
      </CardContent>
    </Card>
  );
}

/** Card billing through Stripe, when the server has it: the prices and whether the trial is still available. */
export type CardCheckout = { prices: ProPrices; trialAvailable: boolean; autoStart: boolean };

function CardUpgrade({ card, billing }: { card: CardCheckout; billing: BillingPeriod }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{card.trialAvailable ? `Try ${PRO} free for 14 days` : `Subscribe to ${PRO}`}</CardTitle>
        <CardDescription>{PRO_PRICING_PLAN.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ProFeatures title={`What ${PRO} adds`} />
        <CheckoutChoice
          prices={card.prices}
          trialAvailable={card.trialAvailable}
          period={billing}
          autoStart={card.autoStart}
        />
      </CardContent>
    </Card>
  );
}

type UpgradeViewProps = {
  user: CurrentUser;
  /** The rep's requests as the server read them, newest first. */
  requests: UpgradeRequestView[];
  /** The billing period chosen on the pricing page (`?billing=`). */
  billing: BillingPeriod;
  /** Set when card billing is on: the upgrade is a Stripe subscription instead of a request. */
  card?: CardCheckout;
};

export function UpgradeView({ user, requests: initialRequests, billing, card }: UpgradeViewProps) {
  const { data: requests = initialRequests } = useQuery<UpgradeRequestView[]>({
    queryKey: billingKeys.upgradeRequests(),
    initialData: initialRequests,
  });
  const plan = PLANS[user.subscriptionTier];
  const paid = user.subscriptionTier !== "starter";
  return (
    <div className="min-h-dvh bg-muted/30">
      <AppHeader user={user} />
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <Link href="/dashboard" className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{paid ? `You're on ${plan.name}` : `Upgrade to ${PRO}`}</h1>
          <p className="flex items-center gap-2 text-muted-foreground">
            Current plan: <Badge variant={paid ? "default" : "outline"}>{plan.name}</Badge>
          </p>
        </div>
        {paid ? (
          <Card>
            <CardContent className="pt-6">
              <ProFeatures title={`Everything in ${PRO} is unlocked`} />
            </CardContent>
          </Card>
        ) : card ? (
          <CardUpgrade card={card} billing={billing} />
        ) : (
          <StarterUpgrade requests={requests} billing={billing} />
        )}
      </main>
    </div>
  );
}
