"use client";
// A quota record's menu: Edit (the wizard with the record) and Delete (after a confirm).
import { EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import { useConfirmedDelete } from "@/components/portfolio/use-confirmed-delete";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Actions for ${label}`}
          disabled={pendingId === record.id}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => open({ kind: "quota", record })}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => request(record.id)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
