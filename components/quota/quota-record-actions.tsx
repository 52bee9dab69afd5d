"use client";
// A quota record's actions. The rep's own record: a menu with Edit (the wizard with the record) and Delete (after a
// confirm). An employer's record (figures the rep's organisation signed off from its CRM) is the employer's to
// change: the rep may only decline it, hiding it from everything they share, or show it again.
import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { PendingButton } from "@/components/ui/pending-button";
import { RowMenu } from "@/components/ui/row-menu";
import { useEmployerRecordChoice } from "@/lib/hooks/use-employer-records";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { PRODUCT_NAME } from "@/lib/product";
import type { QuotaRecord } from "@/lib/types";

const DELETE_TEXTS = {
  confirm: `Are you sure you want to delete this ${PRODUCT_NAME}?`,
  success: {
    title: `${PRODUCT_NAME} deleted`,
    description: `Your ${PRODUCT_NAME} has been removed from your portfolio.`,
  },
  failure: { title: "Error", description: `Failed to delete ${PRODUCT_NAME}. Please try again.` },
};

type ActionsProps = { record: QuotaRecord; label: string };

function OwnRecordActions({ record, label }: ActionsProps) {
  const { open } = usePortfolioDialogs();
  const { request, pendingId } = useConfirmedDelete(PORTFOLIO_PATHS.quotaRecords, DELETE_TEXTS);
  return (
    <RowMenu
      label={`Actions for ${label}`}
      disabled={pendingId === record.id}
      items={[
        { label: "Edit", icon: Pencil, onSelect: () => open({ kind: "quota", record }) },
        { label: "Delete", icon: Trash2, destructive: true, onSelect: () => request(record.id) },
      ]}
    />
  );
}

function EmployerRecordActions({ record, label }: ActionsProps) {
  const choice = useEmployerRecordChoice();
  const declined = record.declinedAt !== null;
  const from = record.employerName ? ` from ${record.employerName}` : "";
  return (
    <PendingButton
      variant="outline"
      size="sm"
      pending={choice.isPending}
      pendingLabel={declined ? "Showing..." : "Declining..."}
      title={declined ? "Show it on your shared page again" : "Hide it from your shared page and exports"}
      onClick={() => choice.mutate({ id: record.id, shown: declined })}
    >
      {declined ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
      {declined ? "Show again" : "Decline"}
      <span className="sr-only">
        {" "}
        {label}
        {from}
      </span>
    </PendingButton>
  );
}

export function QuotaRecordActions({ record, label }: ActionsProps) {
  return record.employerOrgId !== null ? (
    <EmployerRecordActions record={record} label={label} />
  ) : (
    <OwnRecordActions record={record} label={label} />
  );
}
