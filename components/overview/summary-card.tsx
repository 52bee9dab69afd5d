import type { LucideIcon } from "lucide-react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export type SummaryCardProps = {
  title: string;
  icon: LucideIcon;
  value: string;
  detail: string;
  valueClassName?: string;
  /** Empty: the card is greyed and offers `addLabel`, which calls `onAdd`. */
  empty: boolean;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
};

/** One of the Overview's four figures, or a prompt to add the first item. */
export function SummaryCard({
  title,
  icon: Icon,
  value,
  detail,
  valueClassName,
  empty,
  emptyText,
  addLabel,
  onAdd,
}: SummaryCardProps) {
  return (
    <Card
      className={cn("flex flex-col gap-3 p-5", empty && "border-dashed bg-muted/50 shadow-none")}
      data-empty={empty ? "true" : "false"}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className={cn("text-sm font-medium", empty ? "text-muted-foreground" : "text-foreground")}>{title}</h3>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </div>
      {empty ? (
        <>
          <p className="text-sm text-muted-foreground">{emptyText}</p>
          <Button variant="outline" size="sm" className="mt-auto w-fit" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </>
      ) : (
        <div>
          <p className={cn("text-3xl font-bold tracking-tight tabular-nums", valueClassName)}>{value}</p>
          <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
        </div>
      )}
    </Card>
  );
}
