"use client";
// The AI Enhancement dialog's content: the editable original text, "Enhance with AI", and the result.
import { Loader2, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { Achievement } from "@/lib/types";
import { enhanceRequestSchema } from "@/lib/validators/enhance";
import { EnhancementResultView } from "./enhancement-result";
import { useApplyEnhancement, useEnhanceText } from "./use-enhancement";

type WorkspaceProps = { achievement: Achievement; onApplied: () => void };

export function EnhancementWorkspace({ achievement, onApplied }: WorkspaceProps) {
  const textId = useId();
  const [text, setText] = useState(achievement.description);
  const enhance = useEnhanceText();
  const { apply, isApplying } = useApplyEnhancement(achievement, onApplied);

  // The API's own rule (blank or too long), so the button never sends what the server refuses.
  const check = enhanceRequestSchema.shape.text.safeParse(text);
  const error = check.success ? undefined : check.error.issues[0]?.message;
  const result = enhance.data;

  return (
    <div className="grid gap-5">
      <FormField id={textId} label="Original Text" error={error}>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Edit your achievement description before enhancement..."
          rows={6}
          className="min-h-32"
          {...fieldErrorProps(textId, error)}
        />
      </FormField>
      <div>
        <Button
          onClick={() => enhance.mutate({ text: text.trim(), context: achievement.category })}
          disabled={!check.success || enhance.isPending}
          className="w-full sm:w-auto"
        >
          {enhance.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {enhance.isPending ? "Enhancing..." : "Enhance with AI"}
        </Button>
      </div>
      <div aria-live="polite">
        {result ? (
          <EnhancementResultView
            result={result}
            onApply={() => apply(result.enhanced)}
            isApplying={isApplying}
            busy={enhance.isPending}
          />
        ) : null}
      </div>
    </div>
  );
}
