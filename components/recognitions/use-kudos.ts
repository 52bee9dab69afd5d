"use client";
// The kudos the rep received, in every organisation, and the switch that puts one on their book (a peer
// endorsement, never a verified item) or takes it off.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteOutput } from "@/lib/api/define";
import { kudosKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";

export type ReceivedKudos = RouteOutput<ApiRoutes["GET /api/kudos"]>[number];

export const useReceivedKudos = () => useQuery<ReceivedKudos[]>({ queryKey: kudosKeys.received() });

export function useKudosOnBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onBook }: { id: number; onBook: boolean }) =>
      callApi("PATCH /api/kudos/[kudosId]", { params: { kudosId: id }, body: { onBook } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ReceivedKudos[]>(kudosKeys.received(), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      toast.success(saved.onBook ? "Kudos shown on your book" : "Kudos taken off your book");
    },
    onError: (error) =>
      toastMutationError("Kudos not changed", "Something went wrong. Please try again.", error, {
        serverMessages: true,
      }),
  });
}
