"use client";
// The "AI Enhanced Version" card (text, which writer answered, Copy and Apply) and the optional groups:
// Writing Suggestions, Key Metrics, Impact Areas, each shown only when it has something.
import { BarChart3, Check, Copy, Lightbulb, Loader2, Sparkles, Target, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PRODUCT_NAME } from "@/lib/product";
import type { EnhancementResult } from "@/lib/validators/enhance";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

export function writerNote(result: Pick<EnhancementResult, "provider" | "model">): string {
  return result.provider === "openai"
    ? `Written by OpenAI (${result.model ?? "unknown model"})`
    : `Written by ${PRODUCT_NAME}'s built-in writer`;
}

type ResultProps = {
  result: EnhancementResult;
  onApply: () => void;
  isApplying: boolean;
  /** Another request is running (a new enhancement): applying waits for it. */
  busy: boolean;
};

export function EnhancementResultView({ result, onApply, isApplying, busy }: ResultProps) {
  const titleId = useId();
  const { copied, copy } = useCopyToClipboard();

  const onCopy = async () => {
    try {
      await copy(result.enhanced);
      toast.success("Copied to clipboard", { description: "Enhanced text has been copied to your clipboard." });
    } catch {
      toast.error("Copy failed", {
        description: "Your browser did not allow access to the clipboard. Select the text and copy it instead.",
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <Card className="border-primary/30 bg-accent/40">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 p-4 pb-3">
          <CardTitle id={titleId} className="flex items-center gap-2 text-base">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            AI Enhanced Version
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onCopy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied!" : "Copy"}
            </Button>
            <Button size="sm" onClick={onApply} disabled={isApplying || busy}>
              {isApplying ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {isApplying ? "Applying..." : "Apply Enhancement"}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3 p-4 pt-0">
          <p className="text-sm break-words whitespace-pre-line">{result.enhanced}</p>
          <p className="text-xs text-muted-foreground">{writerNote(result)}</p>
        </CardContent>
      </Card>

      {result.suggestions.length > 0 ? (
        <ResultGroup title="Writing Suggestions" Icon={Lightbulb}>
          {(labelId) => (
            <ul aria-labelledby={labelId} className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
              {result.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          )}
        </ResultGroup>
      ) : null}
      <BadgeGroup title="Key Metrics" Icon={BarChart3} items={result.metrics_highlighted} variant="success" />
      <BadgeGroup title="Impact Areas" Icon={Target} items={result.impact_areas} variant="info" />
    </section>
  );
}

function ResultGroup({
  title,
  Icon,
  children,
}: {
  title: string;
  Icon: LucideIcon;
  children: (labelId: string) => ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <h4 id={labelId} className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h4>
      {children(labelId)}
    </div>
  );
}

function BadgeGroup({
  title,
  Icon,
  items,
  variant,
}: {
  title: string;
  Icon: LucideIcon;
  items: string[];
  variant: BadgeProps["variant"];
}) {
  if (items.length === 0) return null;
  return (
    <ResultGroup title={title} Icon={Icon}>
      {(labelId) => (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="max-w-full">
              <Badge variant={variant} className="max-w-full break-words whitespace-normal">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ResultGroup>
  );
}
