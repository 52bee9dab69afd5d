"use client";
// The organisation's recognition rules, which every member may read: what each recognises, over which periods and
// for whom, and whether it is on. Owners and admins (any rule) and managers (their team's) make, change, preview and
// delete them; deleting a rule keeps the awards it gave.
import { useEffect, useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CompactTable } from "@/components/ui/compact-table";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { Spinner } from "@/components/ui/spinner";
import { QueryState } from "../team-ui";
import { CreateAction } from "./create-action";
import type { Member, OrgSummary } from "../types";
import { ruleSummary, scopeText } from "./recognition-text";
import { RuleDialog } from "./rule-form";
import {
  useDeleteRule,
  usePreviewRule,
  useRecognitionRules,
  type PreviewRow,
  type RecognitionRule,
} from "./use-recognition-api";

type RulesPanelProps = {
  org: OrgSummary;
  me: number;
  isAdmin: boolean;
  /** Owners, admins and managers make rules. */
  canCreate: boolean;
  members: Member[];
};

export function RulesPanel({ org, me, isAdmin, canCreate, members }: RulesPanelProps) {
  const rules = useRecognitionRules(org.id);
  const [editing, setEditing] = useState<RecognitionRule | "new" | null>(null);
  const [previewing, setPreviewing] = useState<RecognitionRule | null>(null);
  const [deleting, setDeleting] = useState<RecognitionRule | null>(null);
  // An admin any rule; a manager the rules of their own team.
  const mayChange = (rule: RecognitionRule) => isAdmin || (canCreate && rule.scope.managerId === me);
  return (
    <div className="grid gap-4">
      <CreateAction
        canCreate={canCreate}
        vetted={org.vetted}
        label="New rule"
        notice="Verify your organisation's domain to set rules: their awards are verified in its name."
        onCreate={() => setEditing("new")}
      />
      <QueryState query={rules} label="Loading the rules">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No rules yet.</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((rule) => (
                <RuleItem
                  key={rule.id}
                  rule={rule}
                  members={members}
                  actions={
                    mayChange(rule) ? (
                      <>
                        <RuleButton label="Preview" rule={rule} onClick={() => setPreviewing(rule)} />
                        <RuleButton label="Edit" rule={rule} onClick={() => setEditing(rule)} />
                        <RuleButton label="Delete" rule={rule} onClick={() => setDeleting(rule)} />
                      </>
                    ) : null
                  }
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <RuleDialog orgId={org.id} rule={editing} onClose={() => setEditing(null)} isAdmin={isAdmin} members={members} />
      <PreviewDialog orgId={org.id} rule={previewing} onClose={() => setPreviewing(null)} />
      <DeleteRuleDialog orgId={org.id} rule={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function RuleButton({ label, rule, onClick }: { label: string; rule: RecognitionRule; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      {label}
      <span className="sr-only"> {rule.name}</span>
    </Button>
  );
}

function RuleItem({ rule, members, actions }: { rule: RecognitionRule; members: Member[]; actions: ReactNode }) {
  return (
    <li aria-label={rule.name} className="grid gap-2 rounded-md border border-border px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-words">{rule.name}</span>
          {rule.active ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Paused</Badge>}
          {rule.announce ? <Badge variant="info">Announced</Badge> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <p className="text-sm">{ruleSummary(rule)}</p>
      <p className="text-sm text-muted-foreground">For: {scopeText(rule.scope, members)}</p>
      {rule.description ? <p className="text-sm break-words text-muted-foreground">{rule.description}</p> : null}
    </li>
  );
}

const PREVIEW_COLUMNS = [
  { header: "Name", cell: (row: PreviewRow) => row.name },
  { header: "Period", cell: (row: PreviewRow) => row.periodName },
  { header: "Detail", cell: (row: PreviewRow) => row.detail },
  {
    header: "Award",
    cell: (row: PreviewRow) => (row.awarded ? <Badge variant="success">Already awarded</Badge> : "New"),
  },
] as const;

/** Who the rule recognises now, asked when the dialog opens; nothing is issued. */
function PreviewDialog({ orgId, rule, onClose }: { orgId: number; rule: RecognitionRule | null; onClose: () => void }) {
  const preview = usePreviewRule(orgId);
  const { mutate, reset } = preview;
  const ruleId = rule?.id ?? null;
  useEffect(() => {
    if (ruleId === null) return;
    reset();
    mutate(ruleId);
  }, [ruleId, mutate, reset]);
  return (
    <TitledDialog
      open={rule !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={rule ? `Preview: ${rule.name}` : "Preview"}
      description="Who the rule recognises now. Nothing is awarded from here."
      className="sm:max-w-2xl"
    >
      {preview.isPending || preview.isIdle ? (
        <Spinner label="Finding who qualifies" />
      ) : preview.isError ? (
        <p className="text-sm text-destructive">The preview could not be loaded.</p>
      ) : preview.data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody qualifies yet.</p>
      ) : (
        <div className="max-h-[60dvh] overflow-auto">
          <CompactTable
            columns={PREVIEW_COLUMNS}
            rows={preview.data.rows}
            rowKey={(row) => `${row.userId}-${row.period}`}
          />
        </div>
      )}
    </TitledDialog>
  );
}

function DeleteRuleDialog({
  orgId,
  rule,
  onClose,
}: {
  orgId: number;
  rule: RecognitionRule | null;
  onClose: () => void;
}) {
  const remove = useDeleteRule(orgId);
  return (
    <TitledDialog
      open={rule !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={rule ? `Delete ${rule.name}?` : "Delete the rule?"}
      description="It stops awarding. The awards it gave stay on the members' books."
    >
      <DialogActions
        onCancel={onClose}
        variant="destructive"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onAction={() => rule && remove.mutate(rule.id, { onSuccess: onClose })}
      >
        Delete
      </DialogActions>
    </TitledDialog>
  );
}
