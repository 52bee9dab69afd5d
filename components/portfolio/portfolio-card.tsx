// The frame of every card on the portfolio's tabs: a top row with what the card is on the left and its actions in
// the corner, more of the header under it, then the content, stretched so cards in a row end level.
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type PortfolioCardProps = {
  /** The top row's left side: the title, a logo, badges. */
  heading: ReactNode;
  /** The top row's right side: the card's Edit/Delete buttons or its menu. */
  actions: ReactNode;
  /** The rest of the header, under the top row. */
  header?: ReactNode;
  headerClassName?: string;
  contentClassName?: string;
  children: ReactNode;
};

export function PortfolioCard(props: PortfolioCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className={cn("pb-4", props.headerClassName)}>
        <div className="flex items-start justify-between gap-3">
          {props.heading}
          {props.actions}
        </div>
        {props.header}
      </CardHeader>
      <CardContent className={cn("flex flex-1 flex-col gap-4", props.contentClassName)}>{props.children}</CardContent>
    </Card>
  );
}
