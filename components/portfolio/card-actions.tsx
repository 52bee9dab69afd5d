"use client";
// The Edit and Delete (or Remove) icon buttons in a portfolio card's corner.
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type CardActionsProps = {
  /** What the card shows, for the buttons' names: "Edit <name>", "Delete <name>". */
  name: string;
  deleteVerb?: "Delete" | "Remove";
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

export function CardActions({ name, deleteVerb = "Delete", onEdit, onDelete, deleting }: CardActionsProps) {
  return (
    <div className="-mt-2 -mr-2 flex shrink-0">
      <Button variant="ghost" size="icon" className="size-9" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:text-destructive"
        aria-label={`${deleteVerb} ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
