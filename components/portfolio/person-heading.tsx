// A person's card heading (an executive, a reference): their name, with any badges beside it, over "title at company".
import type { ReactNode } from "react";
import { CardTitle } from "@/components/ui/card";

type PersonHeadingProps = { name: string; title: string; company: string; badges?: ReactNode };

export function PersonHeading({ name, title, company, badges }: PersonHeadingProps) {
  const heading = <CardTitle className="break-words">{name}</CardTitle>;
  return (
    <div className="grid min-w-0 gap-1">
      {badges ? (
        <div className="flex flex-wrap items-center gap-2">
          {heading}
          {badges}
        </div>
      ) : (
        heading
      )}
      <p className="text-sm break-words text-muted-foreground">
        {title} at {company}
      </p>
    </div>
  );
}
