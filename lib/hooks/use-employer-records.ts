"use client";
// The rep's say over an employer's record (figures an organisation signed off from its own CRM): decline it, which
// hides it from everything the rep shares, or show it again. The figures themselves are the employer's: the rep can
// neither edit nor delete them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { PORTFOLIO_LISTS, portfolioKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";

export type EmployerRecordChoice = { id: number; shown: boolean };

export function useEmployerRecordChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shown }: EmployerRecordChoice) =>
      shown
        ? callApi("POST /api/employer-records/[id]/restore", { params: { id } })
        : callApi("POST /api/employer-records/[id]/decline", { params: { id } }),
    onSuccess: async (_record, { shown }) => {
      toast.success(shown ? "Employer's record shown again" : "Employer's record declined", {
        description: shown
          ? "It shows on your shared page and exports in place of your own record of the period."
          : "It is hidden from your shared page and exports; your own record of the period, if you have one, shows instead.",
      });
      // The quota list (its pages too: they share its key's path) holds the employer's records.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.list(PORTFOLIO_LISTS.quotaRecords.path) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.employerRecords() }),
      ]);
    },
    onError: (error, { shown }) =>
      toastMutationError(
        shown ? "Record not shown again" : "Record not declined",
        "Something went wrong. Please try again.",
        error,
        { serverMessages: true, upgradePrompt: false },
      ),
  });
}
