"use client";
// The open upgrade requests: who asked, their plan now, billing and note, with Approve (sets the plan) and Decline.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { callApi } from "@/lib/api/client";
import { adminKeys } from "@/lib/api/keys";
import { formatDate } from "@/lib/format";
import { PLANS } from "@/lib/plans";
import type { OpenUpgradeRequest, UpgradeDecision } from "@/lib/validators/upgrade-request";

function RequestCard({ item }: { item: OpenUpgradeRequest }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: UpgradeDecision) =>
      callApi("POST /api/admin/upgrade-requests/[id]", { params: { id: item.id }, body: decision }),
    onSuccess: (_data, { decision }) => {
      toast.success(decision === "approve" ? "Upgrade approved" : "Upgrade declined", {
        description: `${item.rep.fullName} has been e-mailed.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.upgradeRequests() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.queueCounts() });
    },
    onError: (error) => toast.error("Decision failed", { description: error.message }),
  });
  const rows: [string, string][] = [
    ["Current plan", PLANS[item.rep.subscriptionTier].name],
    ["Requested plan", PLANS[item.tier].name],
    ["Billing", item.isAnnualBilling ? "Annual" : "Monthly"],
    ["Requested", formatDate(item.createdAt)],
  ];
  return (
    <Card role="region" aria-label={`Upgrade request from ${item.rep.fullName}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          {item.rep.fullName}
          {item.rep.subscriptionTier !== "starter" ? <Badge variant="info">Already on a paid plan</Badge> : null}
        </CardTitle>
        <CardDescription>{item.rep.email}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {item.note ? (
          <div className="grid gap-0.5 text-sm">
            <p className="text-muted-foreground">Note</p>
            <p className="break-words whitespace-pre-line">{item.note}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={decide.isPending} onClick={() => decide.mutate({ decision: "approve" })}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: "decline" })}
          >
            <X aria-hidden="true" />
            Decline
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function UpgradeRequestList() {
  const { data, isPending, error } = useQuery<OpenUpgradeRequest[]>({ queryKey: adminKeys.upgradeRequests() });
  if (isPending) return <p className="text-muted-foreground">Loading upgrade requests...</p>;
  if (error) return <p className="text-destructive">Could not load the upgrade requests: {error.message}</p>;
  if (data.length === 0) return <p className="text-muted-foreground">No upgrade requests are waiting.</p>;
  return (
    <ul className="grid gap-4" aria-label="Open upgrade requests">
      {data.map((item) => (
        <li key={item.id}>
          <RequestCard item={item} />
        </li>
      ))}
    </ul>
  );
}
