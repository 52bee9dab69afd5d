"use client";
// Which portfolio dialog is open. Dialogs live in one host (portfolio-dialogs.tsx) so any tab, card
// or the Add Content picker can open any of them, with the row to edit when there is one.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { Achievement, DealHighlight, Executive, Experience, QuotaRecord, Reference } from "@/lib/types";

export type PortfolioDialog =
  | { kind: "content-picker" }
  | { kind: "quota"; record?: QuotaRecord }
  | { kind: "deal"; deal?: DealHighlight }
  | { kind: "experience"; experience?: Experience }
  | { kind: "executive"; executive?: Executive }
  | { kind: "achievement"; template?: string; achievement?: Achievement }
  | { kind: "recognition" }
  | { kind: "reference"; reference?: Reference }
  | { kind: "about-me" }
  | { kind: "enhance"; achievement: Achievement }
  | { kind: "export" }
  | { kind: "import" };

export type DialogKind = PortfolioDialog["kind"];

type DialogState = {
  current: PortfolioDialog | null;
  open: (dialog: PortfolioDialog) => void;
  close: () => void;
};

const DialogContext = createContext<DialogState | null>(null);

export function PortfolioDialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<PortfolioDialog | null>(null);
  const value = useMemo<DialogState>(() => ({ current, open: setCurrent, close: () => setCurrent(null) }), [current]);
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export function usePortfolioDialogs(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error("usePortfolioDialogs needs a PortfolioDialogProvider");
  return state;
}

/**
 * One dialog's view of the state: `isOpen`, its payload, and `onOpenChange` for Radix's <Dialog>.
 * Usage: `const { isOpen, dialog, onOpenChange } = useDialog("quota");` then `dialog?.record`.
 */
export function useDialog<K extends DialogKind>(kind: K) {
  const { current, close } = usePortfolioDialogs();
  const dialog = current?.kind === kind ? (current as Extract<PortfolioDialog, { kind: K }>) : null;
  return {
    isOpen: dialog !== null,
    dialog,
    close,
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
  };
}
