"use client";
// Saves to the signed-in account (PATCH /api/auth/me, the picture routes); each answer is the updated user.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/hooks/use-current-user";
import type { CurrentUser } from "@/lib/types";
import type { LevelName } from "@/lib/levels";

export type ProfilePatch = { fullName?: string; lastSeenLevel?: LevelName };

export const patchProfile = (body: ProfilePatch) => apiFetch<CurrentUser>("/api/auth/me", { method: "PATCH", body });

function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

export function useSaveFullName() {
  const storeUser = useStoreUser();
  const router = useRouter();
  return useMutation({
    mutationFn: (fullName: string) => patchProfile({ fullName }),
    onSuccess: (user) => {
      storeUser(user);
      // The page header is rendered on the server from the session's user.
      router.refresh();
    },
  });
}

export function useUploadProfilePicture() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiFetch<CurrentUser>("/api/profile/picture", { method: "POST", body: form });
    },
    onSuccess: storeUser,
  });
}

export function useRemoveProfilePicture() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: () => apiFetch<CurrentUser>("/api/profile/picture", { method: "DELETE" }),
    onSuccess: storeUser,
  });
}
