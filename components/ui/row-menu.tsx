"use client";
// The "⋮" menu on a list row or card: an icon button named for its row, and items with icons; destructive
// items (Delete) come last, after a separator, in the destructive colour.
//
// Never modal: these menus open dialogs (Edit, AI Enhancement), and a modal menu marks the rest of the page
// aria-hidden while its controls stay focusable (axe's aria-hidden-focus) and can leave the page unclickable
// when a dialog takes over from it. A non-modal menu still closes on Escape and on a click outside.
import { EllipsisVertical, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";

export type RowMenuItem = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
};

type RowMenuProps = {
  /** The trigger's accessible name, e.g. "Actions for Q3 2024". */
  label: string;
  items: readonly RowMenuItem[];
  /** E.g. while the row is being deleted. */
  disabled?: boolean;
  /** Extra classes for the trigger button (its placement in the row). */
  className?: string;
};

function RowMenuEntry({ item }: { item: RowMenuItem }) {
  const Icon = item.icon;
  return (
    <DropdownMenuItem variant={item.destructive ? "destructive" : "default"} onSelect={item.onSelect}>
      <Icon aria-hidden="true" />
      {item.label}
    </DropdownMenuItem>
  );
}

export function RowMenu({ label, items, disabled = false, className }: RowMenuProps) {
  const regular = items.filter((item) => !item.destructive);
  const destructive = items.filter((item) => item.destructive);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={cn("size-9", className)} aria-label={label} disabled={disabled}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {regular.map((item) => (
          <RowMenuEntry key={item.label} item={item} />
        ))}
        {regular.length > 0 && destructive.length > 0 ? <DropdownMenuSeparator /> : null}
        {destructive.map((item) => (
          <RowMenuEntry key={item.label} item={item} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
