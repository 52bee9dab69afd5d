import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A native slider (keyboard and screen readers work out of the box), styled for the app. */
export function RangeInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="range" className={cn("h-2 w-full cursor-pointer accent-primary", className)} {...props} />;
}
