"use client";
// A tooltip without a positioning library (it would weigh more than the page's own code): the tip opens under its
// trigger on hover (after a short delay) and on keyboard focus, closes on Escape, blur or leaving, and describes the
// trigger (aria-describedby) while open.
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type TooltipProps = {
  /** The trigger: a focusable element (a button). */
  children: ReactElement<{ "aria-describedby"?: string }>;
  content: ReactNode;
  delayMs?: number;
  className?: string;
};

export function Tooltip({ children, content, delayMs = 200, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const clear = () => window.clearTimeout(timer.current);
  const show = (delay: number) => {
    clear();
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div
      className="relative inline-flex"
      onPointerEnter={() => show(delayMs)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <div
          role="tooltip"
          id={id}
          className={cn(
            "absolute top-full left-0 z-50 mt-1.5 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md",
            "animate-fade-in",
            className,
          )}
        >
          {content}
        </div>
      ) : null}
    </div>
  );
}
