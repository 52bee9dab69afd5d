"use client";
// Saves to the signed-in account (PATCH /api/auth/me, the picture routes); each answer is the updated user.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { callApi, callUpload } from "@/lib/api/client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/hooks/use-current-user";
import type { CurrentUser } from "@/lib/types";
import type { LevelName } from "@/lib/levels";

export type ProfilePatch = { fullName?: string; lastSeenLevel?: LevelName };

export const patchProfile = (body: ProfilePatch) => callApi("PATCH /api/auth/me", { body });

/** Takes a saved account into the cache; the answers leave out `emailConfirmed`, so the cached value stays. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: Partial<CurrentUser>) =>
    queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY, (current) =>
      current ? { ...current, ...user } : current,
    );
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
      return callUpload("POST /api/profile/picture", { body: form });
    },
    onSuccess: storeUser,
  });
}

export function useRemoveProfilePicture() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: () => callApi("DELETE /api/profile/picture"),
    onSuccess: storeUser,
  });
}
