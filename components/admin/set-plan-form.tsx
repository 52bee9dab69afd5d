"use client";
// Sets any account's plan by e-mail (POST /api/admin/subscriptions), e.g. for an Enterprise deal agreed by mail.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { adminKeys } from "@/lib/api/keys";
import { PLANS, type PlanTier } from "@/lib/plans";
import { PLAN_TIERS } from "@/lib/plan-tiers";
import { subscriptionChangeSchema } from "@/lib/validators/subscription";

type PlanChange = { email: string; tier: PlanTier };

export function SetPlanForm() {
  const queryClient = useQueryClient();
  const form = useForm<PlanChange>({
    resolver: zodResolver(subscriptionChangeSchema),
    defaultValues: { email: "", tier: "pro" },
  });
  const setPlan = useMutation({
    mutationFn: (input: PlanChange) => callApi("POST /api/admin/subscriptions", { body: input }),
    onSuccess: (changed) => {
      toast.success("Plan updated", {
        description: `${changed.email} is now on ${PLANS[changed.subscriptionTier].name}.`,
      });
      form.reset({ email: "", tier: changed.subscriptionTier });
      // A listed request shows the rep's current plan.
      void queryClient.invalidateQueries({ queryKey: adminKeys.upgradeRequests() });
    },
    onError: (error) => toast.error("Plan change failed", { description: error.message }),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Set a plan
        </CardTitle>
        <CardDescription>Move any account to a plan by its e-mail address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid items-start gap-4 sm:grid-cols-[1fr_12rem_auto]"
          onSubmit={form.handleSubmit((values) => setPlan.mutate(values))}
        >
          <FormField id="set-plan-email" label="Email" error={errors.email?.message}>
            <Input
              id="set-plan-email"
              type="email"
              autoComplete="off"
              {...fieldErrorProps("set-plan-email", errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="set-plan-tier" label="Plan" error={errors.tier?.message}>
            <NativeSelect id="set-plan-tier" {...form.register("tier")}>
              {PLAN_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {PLANS[tier].name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" className="sm:mt-6" disabled={setPlan.isPending}>
            {setPlan.isPending ? "Setting plan..." : "Set plan"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
