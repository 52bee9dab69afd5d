"use client";
// Tooltips on Radix: the tip opens on hover (after a short delay) and on keyboard focus, closes on Escape, blur or
// leaving, describes its trigger while open, and stays on screen (it flips or shifts at the viewport's edges).
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { cn } from "@/lib/cn";

export const TooltipProvider = TooltipPrimitive.Provider;
export const TooltipRoot = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  arrow = false,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content> & { arrow?: boolean }) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md",
          "animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        {arrow ? <TooltipPrimitive.Arrow className="fill-foreground" width={10} height={5} /> : null}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

type TooltipProps = {
  /** The trigger: a focusable element (a button) that can hold a ref. */
  children: ReactElement;
  content: ReactNode;
  delayMs?: number;
  side?: ComponentProps<typeof TooltipPrimitive.Content>["side"];
  className?: string;
};

/** A trigger with its tip, for the common case (each with its own provider, so no layout needs to add one). */
export function Tooltip({ children, content, delayMs = 200, side = "bottom", className }: TooltipProps) {
  return (
    <TooltipProvider delayDuration={delayMs}>
      <TooltipRoot>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side} align="start" className={className}>
          {content}
        </TooltipContent>
      </TooltipRoot>
    </TooltipProvider>
  );
}
