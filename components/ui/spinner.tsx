import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

type SpinnerProps = {
  /** Visible text beside the spinner; also its accessible name. */
  label?: string;
  className?: string;
};

export function Spinner({ label = "Loading", className }: SpinnerProps) {
  return (
    <div role="status" className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}>
      <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
