"use client";

// The "New …" button of the rules and contests panels, or, for an organisation whose domain is not verified yet,
// why there is none: the awards they give are verified in the organisation's name.
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

type CreateActionProps = { canCreate: boolean; vetted: boolean; label: string; notice: string; onCreate: () => void };

export function CreateAction({ canCreate, vetted, label, notice, onCreate }: CreateActionProps) {
  if (!canCreate) return null;
  if (!vetted) return <p className="text-sm text-muted-foreground">{notice}</p>;
  return (
    <div>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
