"use client";
// The owner's shareable links: GET /api/share-links, the "Allow search engines" switch (PATCH) and revoke (DELETE).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { callApi } from "@/lib/api/client";
import { sharingKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";
import type { ShareLink } from "@/lib/validators/share-link";

export const useShareLinks = () => useQuery<ShareLink[]>({ queryKey: sharingKeys.links() });

function useRefreshShareLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sharingKeys.links() });
}

export function useSetAllowIndexing() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: ({ id, allowIndexing }: { id: number; allowIndexing: boolean }) =>
      callApi("PATCH /api/share-links/[id]", { params: { id }, body: { allowIndexing } }),
    onError: (error) => toastMutationError("Error", "Failed to update the link. Please try again.", error),
    onSettled: refresh,
  });
}

export const REVOKE_CONFIRM = "Revoke this link? Anyone who opens it will see Page Not Found. This cannot be undone.";

/** Revokes after the browser's confirm, like the portfolio's deletes. */
export function useRevokeShareLink() {
  const refresh = useRefreshShareLinks();
  const mutation = useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/share-links/[id]", { params: { id } }),
    onSuccess: () => toast.success("Link revoked", { description: "Anyone who opens it now sees Page Not Found." }),
    onError: (error) => toastMutationError("Error", "Failed to revoke the link. Please try again.", error),
    onSettled: refresh,
  });
  return {
    revoke: (id: number) => {
      if (window.confirm(REVOKE_CONFIRM)) mutation.mutate(id);
    },
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}
