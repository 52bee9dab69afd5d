// A dollar amount box: a "$" before the text, a decimal keypad on phones.
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

export function MoneyInput(props: Omit<ComponentProps<"input">, "type" | "inputMode">) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        $
      </span>
      <Input type="text" inputMode="decimal" autoComplete="off" className="pl-7" {...props} />
    </div>
  );
}
