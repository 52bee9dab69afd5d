"use client";
// The sign-off of the figures the organisation's CRM sync read, for owners and admins of an Enterprise organisation:
// filtered by period and status, a page at a time; the signer ticks the rows that are right (or "Select all" for every
// row loaded that still needs a sign-off) and signs them off. Each becomes an Employer-verified record in the seller's
// book. Flagged rows wait for the CRM to be corrected, and nobody signs off their own figures.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingButton } from "@/components/ui/pending-button";
import { ScrollTable } from "@/components/ui/scroll-table";
import { cn } from "@/lib/cn";
import { parsePeriodKey, type EmployerRowStatus } from "@/lib/employer-figures";
import { SIGNOFF_MAX_ROWS, employerAttainmentQuerySchema } from "@/lib/validators/employer-crm";
import { QuerySection } from "./query-section";
import { periodLabel } from "./types";
import {
  useEmployerAttainment,
  useSignOffEmployerFigures,
  type AttainmentFilters,
  type AttainmentRow,
} from "./use-employer-crm";

const STATUS_CHOICES: readonly { value: AttainmentFilters["status"]; label: string }[] = [
  { value: "", label: "All" },
  { value: "new", label: "New" },
  { value: "changed", label: "Changed" },
  { value: "signed", label: "Signed" },
  { value: "flagged", label: "Flagged" },
];

const STATUS_BADGES: Record<EmployerRowStatus, { label: string; variant: BadgeProps["variant"] }> = {
  new: { label: "New", variant: "info" },
  changed: { label: "Changed since sign-off", variant: "warning" },
  signed: { label: "Signed", variant: "success" },
  flagged: { label: "Flagged", variant: "destructive" },
};

/** Columns after the checkbox; the amounts and the percent sit to the right. */
const COLUMNS = ["Seller", "Period", "Quota", "Closed", "Attainment", "Currency", "Status", "Flag"] as const;
const NUMERIC_COLUMNS = new Set(["Quota", "Closed", "Attainment"]);

/** closed / quota as the API gives it (1.07) in percent to one decimal: "107.0%". */
export const attainmentText = (ratio: number | null): string => (ratio === null ? "—" : `${(ratio * 100).toFixed(1)}%`);

/** The amount exactly as the CRM has it, to the cent: these are the figures being signed. */
const exactAmount = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Q3 2025" for "2025-Q3", "2025" for a year. */
function periodText(period: string): string {
  const parsed = parsePeriodKey(period);
  return parsed ? periodLabel(parsed.year, parsed.quarter) : period;
}

const rowsWord = (n: number) => (n === 1 ? "1 row" : `${n.toLocaleString("en-US")} rows`);

/** A row the signer may choose: never signed or changed since, not flagged, and not their own figures. */
const signable = (row: AttainmentRow, me: number) =>
  (row.status === "new" || row.status === "changed") && row.userId !== me;

const NO_FILTERS: AttainmentFilters = { period: "", status: "" };
const periodSchema = employerAttainmentQuerySchema.shape.period;

function Filters({ filters, onChange }: { filters: AttainmentFilters; onChange: (next: AttainmentFilters) => void }) {
  const [period, setPeriod] = useState(filters.period);
  const [error, setError] = useState<string>();
  // The period applies on Show (or Enter), so a half-typed one is never asked for; the status at once.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = periodSchema.safeParse(period.trim() || undefined);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange({ ...filters, period: parsed.data ?? "" });
  };
  return (
    <form onSubmit={apply} noValidate className="mb-4 flex flex-wrap items-start gap-3">
      <FormField id="crm-period" label="Period" error={error} className="w-full sm:w-56">
        <Input
          id="crm-period"
          value={period}
          placeholder="2025-Q3 or 2025"
          onChange={(event) => setPeriod(event.target.value)}
          {...fieldErrorProps("crm-period", error)}
        />
      </FormField>
      <FormField id="crm-status" label="Status" className="w-full sm:w-48">
        <NativeSelect
          id="crm-status"
          value={filters.status}
          onChange={(event) => {
            const status = STATUS_CHOICES.find((choice) => choice.value === event.target.value)?.value ?? "";
            onChange({ ...filters, status });
          }}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" variant="outline" className="sm:mt-6">
        Show
      </Button>
    </form>
  );
}

/** The header's box: ticked when every signable row is chosen, half-ticked when some are. */
function SelectAllBox({
  chosen,
  total,
  onChange,
}: {
  chosen: number;
  total: number;
  onChange: (all: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const partly = chosen > 0 && chosen < total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = partly;
  }, [partly]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-primary"
      aria-label="Select all"
      checked={total > 0 && chosen === total}
      disabled={total === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

type RowsProps = {
  rows: AttainmentRow[];
  me: number;
  selected: ReadonlySet<number>;
  onToggle: (row: AttainmentRow, checked: boolean) => void;
  onToggleAll: (all: boolean) => void;
};

function FigureRows({ rows, me, selected, onToggle, onToggleAll }: RowsProps) {
  const signableRows = rows.filter((row) => signable(row, me));
  const chosen = signableRows.filter((row) => selected.has(row.id)).length;
  const cell = (column: string) => cn("px-3 py-2", NUMERIC_COLUMNS.has(column) && "text-right tabular-nums");
  return (
    <ScrollTable
      label="CRM figures to sign off"
      minWidth="min-w-[52rem]"
      head={
        <tr>
          <th scope="col" className="w-10 px-3 py-2">
            <SelectAllBox chosen={chosen} total={signableRows.length} onChange={onToggleAll} />
          </th>
          <ColumnHeaders names={COLUMNS} className={(i) => cn(cell(COLUMNS[i] ?? ""), "font-medium")} />
        </tr>
      }
    >
      {rows.map((row) => {
        const badge = STATUS_BADGES[row.status];
        const own = row.userId === me;
        return (
          <tr key={row.id} className="border-t border-border align-top">
            <td className="px-3 py-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                aria-label={`Select ${row.name}, ${periodText(row.period)}`}
                checked={selected.has(row.id)}
                disabled={!signable(row, me)}
                onChange={(event) => onToggle(row, event.target.checked)}
              />
            </td>
            <th scope="row" className="px-3 py-2 font-medium">
              {row.name}
              {own ? (
                <span className="block text-xs font-normal text-muted-foreground">
                  Your own figures: another owner or admin signs them off
                </span>
              ) : null}
            </th>
            <td className={cell("Period")}>{periodText(row.period)}</td>
            <td className={cell("Quota")}>{exactAmount(row.quota)}</td>
            <td className={cell("Closed")}>{exactAmount(row.closed)}</td>
            <td className={cell("Attainment")}>{attainmentText(row.attainment)}</td>
            <td className={cell("Currency")}>
              {row.closedCurrency === row.currency ? row.currency : `${row.currency} (closed in ${row.closedCurrency})`}
            </td>
            <td className={cell("Status")}>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </td>
            <td className={cn(cell("Flag"), "max-w-72 text-xs break-words text-muted-foreground")}>{row.flag ?? ""}</td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}

export function EmployerSignoffTable({ orgId, me }: { orgId: number; me: number }) {
  const [filters, setFilters] = useState<AttainmentFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const attainment = useEmployerAttainment(orgId, filters);
  const signoff = useSignOffEmployerFigures(orgId);
  const filtered = filters.period !== "" || filters.status !== "";
  // Other filters show other rows: a choice made under the old ones is not carried over unseen.
  const changeFilters = (next: AttainmentFilters) => {
    setSelected(new Set());
    setFilters(next);
  };
  return (
    <QuerySection
      title="CRM sign-off"
      description="Check each seller's figures as the CRM has them and sign off the right ones: each becomes an Employer-verified record in the seller's book. Flagged figures wait for a fix in the CRM."
      query={attainment}
      loadingLabel="Loading the synced figures"
      before={<Filters filters={filters} onChange={changeFilters} />}
    >
      {({ pages }) => {
        const rows = pages.flatMap((page) => page.rows);
        if (rows.length === 0) {
          return (
            <p className="text-sm text-muted-foreground">
              {filtered
                ? "No figures match these filters."
                : "No synced figures yet. Connect your CRM and sync it to list each seller's figures here."}
            </p>
          );
        }
        const chosen = rows.filter((row) => selected.has(row.id) && signable(row, me));
        const tooMany = chosen.length > SIGNOFF_MAX_ROWS;
        const toggle = (row: AttainmentRow, checked: boolean) =>
          setSelected((current) => {
            const next = new Set(current);
            if (checked) next.add(row.id);
            else next.delete(row.id);
            return next;
          });
        const toggleAll = (all: boolean) =>
          setSelected(new Set(all ? rows.filter((row) => signable(row, me)).map((row) => row.id) : []));
        return (
          <div className="grid gap-4">
            <FigureRows rows={rows} me={me} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {chosen.length === 0 ? "No rows selected" : `${rowsWord(chosen.length)} selected`}
              </p>
              <div className="flex flex-wrap gap-2">
                {attainment.hasNextPage ? (
                  <Button
                    variant="outline"
                    disabled={attainment.isFetchingNextPage}
                    onClick={() => void attainment.fetchNextPage()}
                  >
                    {attainment.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                ) : null}
                <PendingButton
                  pending={signoff.isPending}
                  pendingLabel="Signing off..."
                  disabled={chosen.length === 0 || tooMany}
                  onClick={() => signoff.mutate(chosen, { onSuccess: () => setSelected(new Set()) })}
                >
                  {chosen.length === 0 ? "Sign off" : `Sign off ${rowsWord(chosen.length)}`}
                </PendingButton>
              </div>
            </div>
            {tooMany ? (
              <p className="text-sm text-destructive">
                Sign off at most {SIGNOFF_MAX_ROWS} rows at a time: clear some of the selection.
              </p>
            ) : null}
          </div>
        );
      }}
    </QuerySection>
  );
}
