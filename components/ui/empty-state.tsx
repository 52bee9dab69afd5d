import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Card } from "./card";

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A button or link that starts filling this section. */
  action?: ReactNode;
  className?: string;
};

/** A card with an icon, a heading and a one-line prompt, for a section with nothing in it yet. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <Card className={cn("flex flex-col items-center border-dashed px-6 py-12 text-center shadow-none", className)}>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}
