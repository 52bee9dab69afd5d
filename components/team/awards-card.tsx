"use client";
// Awards: a manager (for their reports) or an owner/admin (for anyone but themselves) gives a recognition that lands,
// verified, in the member's book. Revoking removes the organisation's badge from it.
import { zodResolver } from "@hookform/resolvers/zod";
import { Award as AwardIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { SubmitRow } from "@/components/ui/pending-button";
import { TextAreaField, TextField } from "@/components/wizard/text-field";
import { formatDate } from "@/lib/format";
import { awardSchema } from "@/lib/validators/org";
import { QueryState, Section } from "./team-ui";
import type { Award, Member } from "./types";
import { useAwards, useGiveAward, useRevokeAward } from "./use-org-api";
import { NativeSelect } from "@/components/ui/native-select";

type Props = { orgId: number; me: number; isAdmin: boolean; members: Member[] };

function AwardForm({ orgId, recipients }: { orgId: number; recipients: Member[] }) {
  const form = useForm({
    resolver: zodResolver(awardSchema),
    defaultValues: { userId: undefined as unknown as number, title: "", description: "", date: "" },
  });
  const give = useGiveAward(orgId, form);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => give.mutate(values, { onSuccess: () => form.reset() }));
  if (recipients.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nobody reports to you yet, so there is nobody to give an award to.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="award-member" label="Member" error={errors.userId?.message}>
        <NativeSelect
          id="award-member"
          {...fieldErrorProps("award-member", errors.userId?.message)}
          {...form.register("userId", { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
        >
          <option value="">Choose a member</option>
          {recipients.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.fullName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextField form={form} name="title" label="Award title" placeholder="e.g. President's Club 2025" />
      <TextAreaField form={form} name="description" label="Description" className="sm:col-span-2" />
      <TextField
        form={form}
        name="date"
        label="Date"
        type="date"
        hint="Optional: today when left empty."
        registerOptions={{ setValueAs: (value: string) => value || undefined }}
      />
      <SubmitRow pending={give.isPending} pendingLabel="Giving..." className="items-end">
        <AwardIcon aria-hidden="true" />
        Give award
      </SubmitRow>
    </form>
  );
}

function AwardList({ orgId, me, isAdmin, awards }: { orgId: number; me: number; isAdmin: boolean; awards: Award[] }) {
  const revoke = useRevokeAward(orgId);
  if (awards.length === 0) return <p className="text-sm text-muted-foreground">No awards given yet.</p>;
  return (
    <ul className="grid gap-2">
      {awards.map((award) => {
        const mayRevoke = !award.revokedAt && (isAdmin || award.issuedBy === me);
        const busy = revoke.isPending && revoke.variables === award.id;
        return (
          <li
            key={award.id}
            aria-label={`${award.title}, ${award.recipientName}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{award.title}</span>
              <span className="text-sm text-muted-foreground">
                {award.recipientName} · {formatDate(award.awardedOn)}
              </span>
            </div>
            {award.revokedAt ? (
              <Badge variant="outline">Revoked</Badge>
            ) : mayRevoke ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => revoke.mutate(award.id)}>
                {busy ? "Revoking..." : "Revoke"}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function AwardsCard({ orgId, me, isAdmin, members }: Props) {
  const awards = useAwards(orgId, true);
  // Admins award anyone but themselves; a manager, their own reports.
  const recipients = members.filter((m) => m.userId !== me && (isAdmin || m.managerId === me));
  return (
    <Section
      title="Awards"
      description="Recognise a member: the award appears, verified by your organisation, in their book."
    >
      <div className="grid gap-6">
        <div className="grid gap-4">
          <h3 className="font-semibold">Give an award</h3>
          <AwardForm orgId={orgId} recipients={recipients} />
        </div>
        <div className="grid gap-2 border-t border-border pt-6">
          <h3 className="font-semibold">Given awards</h3>
          <QueryState query={awards} label="Loading awards">
            {(list) => <AwardList orgId={orgId} me={me} isAdmin={isAdmin} awards={list} />}
          </QueryState>
        </div>
      </div>
    </Section>
  );
}
