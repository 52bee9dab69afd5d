// A link that opens in a new tab: its icon before the text, and the new tab said to screen readers.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type NewTabLinkProps = {
  href: string;
  children: ReactNode;
  /** Said to screen readers only, after the text: "of Jane Doe" makes "LinkedIn profile of Jane Doe". */
  context?: string;
  className?: string;
};

export function NewTabLink({ href, children, context, className }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline [&_svg]:size-3.5",
        className,
      )}
    >
      <ExternalLink aria-hidden="true" />
      {children}
      <span className="sr-only">{context ? ` ${context}` : ""} (opens in a new tab)</span>
    </a>
  );
}
