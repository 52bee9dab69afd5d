"use client";
// The contests the member may see, each opening its live leaderboard: every rank and name, and a figure only where
// the answer holds one (the caller's own, a manager's reports', everyone's for owners and admins), the caller's own
// row marked. Owners, admins and managers start new ones.
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CompactTable } from "@/components/ui/compact-table";
import { TitledDialog } from "@/components/ui/form-dialog";
import { formatDate } from "@/lib/format";
import { QueryState } from "../team-ui";
import { CreateAction } from "./create-action";
import type { Member, OrgSummary } from "../types";
import { ContestDialog } from "./contest-form";
import { CONTEST_METRIC_NAMES, CONTEST_STATUS_LABELS, contestValue, scopeText } from "./recognition-text";
import { useContests, useLeaderboard, type Contest, type Leaderboard } from "./use-recognition-api";

type ContestsPanelProps = { org: OrgSummary; me: number; isAdmin: boolean; canCreate: boolean; members: Member[] };

export function ContestsPanel({ org, me, isAdmin, canCreate, members }: ContestsPanelProps) {
  const contests = useContests(org.id);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Contest | null>(null);
  return (
    <div className="grid gap-4">
      <CreateAction
        canCreate={canCreate}
        vetted={org.vetted}
        label="New contest"
        notice="Verify your organisation's domain to start contests: their awards are verified in its name."
        onCreate={() => setCreating(true)}
      />
      <QueryState query={contests} label="Loading the contests">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No contests yet.</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((contest) => (
                <li
                  key={contest.id}
                  aria-label={contest.name}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words">{contest.name}</span>
                      <Badge variant={contest.status === "running" ? "success" : "outline"}>
                        {CONTEST_STATUS_LABELS[contest.status]}
                      </Badge>
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {CONTEST_METRIC_NAMES[contest.metric]} · {formatDate(contest.start)} to {formatDate(contest.end)}{" "}
                      · {scopeText(contest.scope, members)}
                    </span>
                    {contest.prize ? <span className="text-sm break-words">Prize: {contest.prize}</span> : null}
                  </div>
                  <Button size="sm" variant="outline" onClick={() => setOpen(contest)}>
                    Leaderboard<span className="sr-only"> of {contest.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ContestDialog
        open={creating}
        orgId={org.id}
        me={me}
        isAdmin={isAdmin}
        members={members}
        onDone={() => setCreating(false)}
      />
      <LeaderboardDialog orgId={org.id} contest={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function LeaderboardDialog({
  orgId,
  contest,
  onClose,
}: {
  orgId: number;
  contest: Contest | null;
  onClose: () => void;
}) {
  const board = useLeaderboard(orgId, contest?.id ?? null);
  return (
    <TitledDialog
      open={contest !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={contest ? `Leaderboard: ${contest.name}` : "Leaderboard"}
      description="Live ranks. You see your own figure, your reports' as a manager, and everyone's as an owner or admin."
      className="sm:max-w-xl"
    >
      {contest ? (
        <QueryState query={board} label="Loading the leaderboard">
          {(data) => <ContestLeaderboard board={data} />}
        </QueryState>
      ) : null}
    </TitledDialog>
  );
}

type Row = Leaderboard["rows"][number];

/** Rank, name and figure ("—" where the answer has none), the caller's own row marked. */
export function ContestLeaderboard({ board }: { board: Leaderboard }) {
  if (board.rows.length === 0) return <p className="text-sm text-muted-foreground">Nobody competes yet.</p>;
  const { metric } = board.contest;
  const columns = [
    { header: "Rank", cell: (row: Row) => row.rank, numeric: true },
    {
      header: "Name",
      cell: (row: Row) => (
        <>
          {row.name}
          {row.isMe ? <span className="text-muted-foreground"> (you)</span> : null}
        </>
      ),
    },
    {
      header: CONTEST_METRIC_NAMES[metric],
      cell: (row: Row) => contestValue(metric, row.value, board.currencies),
      numeric: true,
    },
  ];
  return (
    <div className="max-h-[60dvh] overflow-auto">
      <CompactTable columns={columns} rows={board.rows} rowKey={(row) => row.userId} isCurrent={(row) => row.isMe} />
    </div>
  );
}
