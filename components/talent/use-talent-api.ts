"use client";
// The rep's side of the talent network: the listing, the requests recruiters sent, and who looked. Keys are the API
// paths; every write refreshes what it changed and toasts its outcome.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";
import type { TalentProfileInput } from "@/lib/validators/talent";
import type { RepTalentRequest, TalentProfileView, TalentViewEntry } from "./types";

export const TALENT_PROFILE_PATH = "/api/talent/profile";
export const TALENT_REQUESTS_PATH = "/api/talent/requests";
export const TALENT_VIEWS_PATH = "/api/talent/views";

export const useTalentProfile = (initialData: TalentProfileView) =>
  useQuery<TalentProfileView>({ queryKey: [TALENT_PROFILE_PATH], initialData });

/** PUT the listing; the caller places field errors, so this only sends and keeps the cache current. */
export function useSaveTalentProfile() {
  const queryClient = useQueryClient();
  return useMutation<TalentProfileView, Error, TalentProfileInput>({
    mutationFn: (body) => apiFetch<TalentProfileView>(TALENT_PROFILE_PATH, { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData([TALENT_PROFILE_PATH], saved),
  });
}

export const useTalentRequests = () => useQuery<RepTalentRequest[]>({ queryKey: [TALENT_REQUESTS_PATH] });
export const useTalentViews = () => useQuery<TalentViewEntry[]>({ queryKey: [TALENT_VIEWS_PATH] });

const failed = (title: string) => (error: unknown) =>
  toastMutationError(title, "Something went wrong. Please try again.", error, {
    serverMessages: true,
    upgradePrompt: false,
  });

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TALENT_REQUESTS_PATH] });
  const accept = useMutation<RepTalentRequest, Error, { id: number; contactEmail?: string }>({
    mutationFn: ({ id, contactEmail }) =>
      apiFetch<RepTalentRequest>(`${TALENT_REQUESTS_PATH}/${id}/accept`, {
        method: "POST",
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
    mutationFn: (id) => apiFetch<RepTalentRequest>(`${TALENT_REQUESTS_PATH}/${id}/decline`, { method: "POST" }),
    onSuccess: async (answered) => {
      toast.success("Request declined", { description: `${answered.organisation} learns nothing more about you.` });
      await refresh();
    },
    onError: failed("Request not declined"),
  });
  return { accept, decline };
}
