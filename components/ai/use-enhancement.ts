"use client";
// The AI Enhancement dialog's server calls: request an enhancement, apply it to the achievement.
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { callApi } from "@/lib/api/client";
import { PORTFOLIO_PATHS, useEntityMutations } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";
import type { Achievement } from "@/lib/types";
import type { EnhanceRequest } from "@/lib/validators/enhance";

export const ENHANCE_TEXTS = {
  enhanceFailed: { title: "Enhancement failed", description: "Failed to enhance your achievement. Please try again." },
  applied: { title: "Enhancement applied", description: "Your achievement has been enhanced and saved." },
  applyFailed: { title: "Error", description: "Failed to apply enhancement. Please try again." },
} as const;

/** POST /api/ai/enhance; the result lives in the mutation until the next request. */
export function useEnhanceText() {
  return useMutation({
    mutationFn: (body: EnhanceRequest) => callApi("POST /api/ai/enhance", { body }),
    onError: () =>
      toast.error(ENHANCE_TEXTS.enhanceFailed.title, { description: ENHANCE_TEXTS.enhanceFailed.description }),
  });
}

/** Saves the enhanced text as the achievement's aiEnhanced (PUT), which refreshes the achievements list. */
export function useApplyEnhancement(achievement: Achievement, onApplied: () => void) {
  const { update } = useEntityMutations<Achievement>(PORTFOLIO_PATHS.achievements);
  const apply = (enhanced: string) =>
    update.mutate(
      { id: achievement.id, aiEnhanced: enhanced },
      {
        onSuccess: () => {
          toast.success(ENHANCE_TEXTS.applied.title, { description: ENHANCE_TEXTS.applied.description });
          onApplied();
        },
        onError: (error) =>
          toastMutationError(ENHANCE_TEXTS.applyFailed.title, ENHANCE_TEXTS.applyFailed.description, error),
      },
    );
  return { apply, isApplying: update.isPending };
}
