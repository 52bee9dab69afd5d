"use client";
// The rep's side of the talent network: the listing, the requests recruiters sent, and who looked. Keys are the API
// paths; every write refreshes what it changed and toasts its outcome.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { talentKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";
import type { TalentProfileInput } from "@/lib/validators/talent";
import type { RepTalentRequest, TalentProfileView, TalentViewEntry } from "./types";

export const useTalentProfile = (initialData: TalentProfileView) =>
  useQuery<TalentProfileView>({ queryKey: talentKeys.profile(), initialData });

/** PUT the listing; the caller places field errors, so this only sends and keeps the cache current. */
export function useSaveTalentProfile() {
  const queryClient = useQueryClient();
  return useMutation<TalentProfileView, Error, TalentProfileInput>({
    mutationFn: (body) => callApi("PUT /api/talent/profile", { body }),
    onSuccess: (saved) => queryClient.setQueryData(talentKeys.profile(), saved),
  });
}

export const useTalentRequests = () => useQuery<RepTalentRequest[]>({ queryKey: talentKeys.requests() });
export const useTalentViews = () => useQuery<TalentViewEntry[]>({ queryKey: talentKeys.views() });

const failed = (title: string) => (error: unknown) =>
  toastMutationError(title, "Something went wrong. Please try again.", error, {
    serverMessages: true,
    upgradePrompt: false,
  });

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: talentKeys.requests() });
  const accept = useMutation<RepTalentRequest, Error, { id: number; contactEmail?: string }>({
    mutationFn: ({ id, contactEmail }) =>
      callApi("POST /api/talent/requests/[rid]/accept", {
        params: { rid: id },
        body: contactEmail ? { contactEmail } : {},
      }),
    onSuccess: async (answered) => {
      toast.success("Request accepted", {
        description: `${answered.organisation} now has the address you chose, and you have the recruiter's.`,
      });
      await refresh();
    },
    onError: failed("Request not accepted"),
  });
  const decline = useMutation<RepTalentRequest, Error, number>({
    mutationFn: (id) => callApi("POST /api/talent/requests/[rid]/decline", { params: { rid: id } }),
    onSuccess: async (answered) => {
      toast.success("Request declined", { description: `${answered.organisation} learns nothing more about you.` });
      await refresh();
    },
    onError: failed("Request not declined"),
  });
  return { accept, decline };
}
