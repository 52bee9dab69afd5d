"use client";
// Inviting someone: their e-mail and role. They get a single-use link that only an account with that address can
// accept. The open invitations are listed under the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { TextField } from "@/components/wizard/text-field";
import { formatDate } from "@/lib/format";
import { ASSIGNABLE_ROLES, ORG_ROLE_LABELS, ORG_ROLES, invitationSchema, type OrgRole } from "@/lib/validators/org";
import { QueryState } from "./team-ui";
import { useInvitations, useInvite, useWithdrawInvitation } from "./use-org-api";
import { NativeSelect } from "@/components/ui/native-select";

const roleLabel = (role: string) =>
  (ORG_ROLES as readonly string[]).includes(role) ? ORG_ROLE_LABELS[role as OrgRole] : role;

export function InviteForm({ orgId }: { orgId: number }) {
  const form = useForm({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: "", role: "seller" as const },
  });
  const invite = useInvite(orgId, form);
  const invitations = useInvitations(orgId, true);
  const withdraw = useWithdrawInvitation(orgId);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => form.reset() }));

  return (
    <div className="grid gap-4 border-t border-border pt-6">
      <h3 className="font-semibold">Invite a member</h3>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="colleague@company.com"
        />
        <FormField id="invite-role" label="Role" error={errors.role?.message}>
          <NativeSelect
            id="invite-role"
            {...fieldErrorProps("invite-role", errors.role?.message)}
            {...form.register("role")}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ORG_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {/* Lined up with the inputs under their labels on a wide screen. */}
        <Button type="submit" className="sm:mt-6" disabled={invite.isPending}>
          <MailPlus aria-hidden="true" />
          {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
      <div className="grid gap-2">
        <h3 className="font-semibold">Open invitations</h3>
        <QueryState query={invitations} label="Loading invitations">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No open invitations.</p>
            ) : (
              <ul className="grid gap-2">
                {list.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 font-medium break-all">{invitation.email}</span>
                    <span className="text-muted-foreground">
                      {roleLabel(invitation.role)} · expires {formatDate(invitation.expiresAt)}
                    </span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={withdraw.isPending}
                      aria-label={`Withdraw the invitation of ${invitation.email}`}
                      onClick={() => withdraw.mutate(invitation.id)}
                    >
                      Withdraw
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
