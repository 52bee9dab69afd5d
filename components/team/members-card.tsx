"use client";
// Members, for owners and admins: each member's role, manager (who attests their figures) and benchmark segment,
// and removal. The owner's role is fixed, only the owner changes or removes an admin, and nobody sets their own
// manager; the server says so too. Each reporting line says who set it.
import { UserMinus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ASSIGNABLE_ROLES, ORG_ROLE_LABELS } from "@/lib/validators/org";
import { InviteForm } from "./invite-form";
import { Section } from "./team-ui";
import type { AssignableRole, Member, OrgRole } from "./types";
import { useRemoveMember, useUpdateMember } from "./use-org-api";
import { NativeSelect } from "@/components/ui/native-select";

type CardProps = { orgId: number; me: { userId: number; role: OrgRole }; members: Member[] };

export function MembersCard({ orgId, me, members }: CardProps) {
  const [removing, setRemoving] = useState<Member | null>(null);
  return (
    <Section
      title="Members"
      description="Set each member's role and manager. A manager sees their reports' performance and is the only one who can attest their figures; nobody sets their own manager."
    >
      <div className="grid gap-6">
        <ul className="grid gap-3">
          {members.map((member) => (
            <MemberRow
              // Keyed by the member only: a re-mount after each save would take the keyboard focus away.
              key={member.userId}
              orgId={orgId}
              me={me}
              member={member}
              members={members}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
        <InviteForm orgId={orgId} />
      </div>
      <RemoveDialog orgId={orgId} member={removing} onClose={() => setRemoving(null)} />
    </Section>
  );
}

type RowProps = { orgId: number; me: CardProps["me"]; member: Member; members: Member[]; onRemove: () => void };

function MemberRow({ orgId, me, member, members, onRemove }: RowProps) {
  const update = useUpdateMember(orgId);
  const [role, setRole] = useState<string>(member.role);
  const [managerId, setManagerId] = useState(member.managerId === null ? "" : String(member.managerId));
  const [segment, setSegment] = useState(member.segment ?? "");
  const reset = () => {
    setRole(member.role);
    setManagerId(member.managerId === null ? "" : String(member.managerId));
    setSegment(member.segment ?? "");
  };
  // Stored values that change (a save, or a manager removed elsewhere) replace what the fields show.
  const stored = `${member.role}|${member.managerId}|${member.segment}`;
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    reset();
  }
  const isOwner = member.role === "owner";
  const isSelf = member.userId === me.userId;
  // Only the owner changes another admin's role or removes them.
  const protectedAdmin = member.role === "admin" && me.role !== "owner" && !isSelf;
  const id = `member-${member.userId}`;
  const name = member.fullName;

  const save = (change: Parameters<typeof update.mutate>[0]) => update.mutate(change, { onError: reset });

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold break-words">
            {name}
            {isSelf ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
          </h3>
          <span className="text-sm break-all text-muted-foreground">{member.email}</span>
        </div>
        {!isOwner && !isSelf && !protectedAdmin ? (
          <Button size="sm" variant="outline" onClick={onRemove}>
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-role`} label="Role" name={name}>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            disabled={isOwner || protectedAdmin}
            onChange={(event) => {
              setRole(event.target.value);
              save({ userId: member.userId, role: event.target.value as AssignableRole });
            }}
          >
            {isOwner ? <option value="owner">{ORG_ROLE_LABELS.owner}</option> : null}
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ORG_ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-manager`} label="Manager" name={name} hint={lineHint(member, members, isSelf)}>
          <NativeSelect
            id={`${id}-manager`}
            value={managerId}
            disabled={isSelf}
            onChange={(event) => {
              setManagerId(event.target.value);
              save({ userId: member.userId, managerId: event.target.value ? Number(event.target.value) : null });
            }}
          >
            <option value="">No manager</option>
            {members
              .filter((m) => m.userId !== member.userId)
              .map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.fullName}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-segment`} label="Segment" name={name}>
          <Input
            id={`${id}-segment`}
            value={segment}
            maxLength={60}
            placeholder="e.g. Enterprise"
            onChange={(event) => setSegment(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.currentTarget.blur();
            }}
            onBlur={() => {
              const next = segment.trim();
              if (next !== (member.segment ?? "")) save({ userId: member.userId, segment: next || null });
            }}
          />
        </Field>
      </div>
    </li>
  );
}

/** Who drew the reporting line: an attestation needs one that someone other than the member set. */
function lineHint(member: Member, members: Member[], isSelf: boolean): string | null {
  if (isSelf) return "Another owner or admin sets your manager.";
  if (member.managerId === null) return null;
  if (member.managerSetBy === null) return "Set before we recorded who sets reporting lines: set it again.";
  const setter = members.find((m) => m.userId === member.managerSetBy);
  return `Set by ${setter?.fullName ?? "a former member"}`;
}

/** A visible short label ("Role"); screen readers hear whose it is ("Role for Jane Doe"). */
function Field({
  id,
  label,
  name,
  hint,
  children,
}: {
  id: string;
  label: string;
  name: string;
  hint?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>
        {label}
        <span className="sr-only"> for {name}</span>
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

function RemoveDialog({ orgId, member, onClose }: { orgId: number; member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember(orgId);
  return (
    <TitledDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Remove {member?.fullName}?</>}
      description="They leave the organisation and its team views. Their book, with every attestation and award in it, stays theirs."
    >
      <DialogActions
        onCancel={onClose}
        variant="destructive"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onAction={() => member && remove.mutate(member.userId, { onSuccess: onClose })}
      >
        Remove
      </DialogActions>
    </TitledDialog>
  );
}
