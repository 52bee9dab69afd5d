"use client";
// A quota record's menu: Edit (the wizard with the record) and Delete (after a confirm).
import { Pencil, Trash2 } from "lucide-react";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { RowMenu } from "@/components/ui/row-menu";
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

export function QuotaRecordActions({ record, label }: { record: QuotaRecord; label: string }) {
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
