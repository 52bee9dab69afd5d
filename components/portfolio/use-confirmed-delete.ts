"use client";
// Delete a row after the browser's confirm, with the success and failure toasts of its content type.
import { toast } from "@/lib/toast";
import { useEntityMutations, type PortfolioPath } from "@/lib/hooks/use-portfolio";
import { toastMutationError } from "@/lib/mutation-toast";

export type DeleteTexts = {
  confirm: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
};

export function useConfirmedDelete(path: PortfolioPath, texts: DeleteTexts) {
  const { remove } = useEntityMutations(path);
  const request = (id: number) => {
    if (!window.confirm(texts.confirm)) return;
    // The promise, not mutate's callbacks: the deleted row's menu unmounts when the refreshed list arrives, and
    // callbacks given to mutate are dropped once their component is gone.
    remove.mutateAsync(id).then(
      () => toast.success(texts.success.title, { description: texts.success.description }),
      (error: unknown) => toastMutationError(texts.failure.title, texts.failure.description, error),
    );
  };
  /** The id being deleted right now, if any. */
  const pendingId = remove.isPending ? remove.variables : undefined;
  return { request, pendingId };
}
