"use client";
// Work e-mail addresses (GET/POST /api/account/work-emails): add one, confirm it through the link it is sent,
// resend that link, remove an address. A confirmed address ties the rep to that employer's domain.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Clock } from "lucide-react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { callApi } from "@/lib/api/client";
import { accountKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";
import {
  MAX_WORK_EMAILS,
  workEmailSchema,
  type WorkEmail,
  type WorkEmailFormValues,
  type WorkEmailInput,
} from "@/lib/validators/work-email";
import { useAccountForm } from "./use-account-form";

function WorkEmailRow({ entry, onChanged }: { entry: WorkEmail; onChanged: () => Promise<void> }) {
  const resend = async () => {
    try {
      await callApi("POST /api/account/work-emails/[id]/resend", { params: { id: entry.id } });
      toast.success("Link sent", { description: `Open the new link we sent to ${entry.email}.` });
    } catch (error) {
      toastMutationError("Error", "Failed to send a new link. Please try again.", error);
    }
  };
  const remove = async () => {
    try {
      await callApi("DELETE /api/account/work-emails/[id]", { params: { id: entry.id } });
      await onChanged();
      toast.success("Work address removed");
    } catch (error) {
      toastMutationError("Error", "Failed to remove the address. Please try again.", error);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-medium break-all">{entry.email}</span>
        {entry.confirmedAt ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            Confirmed
          </Badge>
        ) : (
          <Badge variant="warning">
            <Clock aria-hidden="true" />
            Waiting for confirmation
          </Badge>
        )}
      </div>
      <div className="flex gap-2">
        {entry.confirmedAt ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={resend}
            aria-label={`Resend link to ${entry.email}`}
          >
            Resend Link
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={remove} aria-label={`Remove ${entry.email}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

export function WorkEmails() {
  const queryClient = useQueryClient();
  const list = useQuery<WorkEmail[]>({ queryKey: accountKeys.workEmails() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.workEmails() });
  const form = useForm<WorkEmailFormValues, unknown, WorkEmailInput>({
    resolver: zodResolver(workEmailSchema),
    defaultValues: { email: "" },
  });
  const { submit, pending } = useAccountForm(form, (data) => callApi("POST /api/account/work-emails", { body: data }), {
    title: "Error",
    fallback: "Failed to add the address. Please try again.",
  });
  const onSubmit = submit((added) => {
    form.reset();
    void refresh();
    toast.success("Confirmation sent", { description: `Open the link we sent to ${added.email} to confirm it.` });
  });
  const entries = list.data ?? [];
  const emailError = form.formState.errors.email?.message;
  return (
    <div className="grid gap-4">
      {entries.length > 0 ? (
        <ul className="grid gap-2" aria-label="Work e-mail addresses">
          {entries.map((entry) => (
            <WorkEmailRow key={entry.id} entry={entry} onChanged={refresh} />
          ))}
        </ul>
      ) : list.isSuccess ? (
        <p className="text-sm text-muted-foreground">No work address yet.</p>
      ) : null}
      {entries.length < MAX_WORK_EMAILS ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            form={form}
            name="email"
            label="Work Email"
            className="flex-1"
            type="email"
            autoComplete="work email"
            placeholder="you@company.com"
          />
          <PendingButton
            type="submit"
            pending={pending}
            pendingLabel="Adding..."
            className={emailError ? "sm:mb-7" : undefined}
          >
            Add Work Email
          </PendingButton>
        </form>
      ) : null}
    </div>
  );
}
