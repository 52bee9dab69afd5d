import type { ReactNode } from "react";
import { CardFooter } from "@/components/ui/card";
import { PendingButton } from "@/components/ui/pending-button";

type AuthCardFooterProps = {
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  /** What stands under the button (links to the other auth pages); without it the footer keeps its distance. */
  children?: ReactNode;
};

/** The foot of a sign-in, sign-up or password card: its full-width submit button and what follows it. */
export function AuthCardFooter({ pending, pendingLabel, submitLabel, children }: AuthCardFooterProps) {
  return (
    <CardFooter className={children ? "flex-col gap-4" : "mt-5"}>
      <PendingButton type="submit" size="lg" className="w-full" pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </PendingButton>
      {children}
    </CardFooter>
  );
}
