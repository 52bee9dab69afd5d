"use client";
// Deletes the About Me profile after a confirm (every content type can be deleted by its owner).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { callApi } from "@/lib/api/client";
import { portfolioKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";

export function useDeleteAboutMe() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi("DELETE /api/about-me"),
    onSuccess: () => {
      queryClient.setQueryData(portfolioKeys.aboutMe(), null);
      toast.success("About Me deleted", { description: "Your About Me profile has been removed." });
    },
    onError: (error) => toastMutationError("Error", "Failed to delete About Me. Please try again.", error),
  });
  const request = () => {
    if (window.confirm("Are you sure you want to delete your About Me profile?")) remove.mutate();
  };
  return { request, pending: remove.isPending };
}
