// What the portfolio's own tabs (About Me, Achievements) put around their content: the heading with the tab's
// buttons beside it, and the Add button of the tab and of its empty state.
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** A tab's h2 with the tab's buttons on its line; the tab's section points at it by `id`. */
export function TabHeading({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </div>
  );
}
