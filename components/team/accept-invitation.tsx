"use client";
// The join page's button for the invited account: accept, then on to the team page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { orgsKeys } from "@/lib/api/keys";
import { toast } from "@/lib/toast";
import { toastApiError } from "./use-org-api";

export function AcceptInvitation({ token, orgName }: { token: string; orgName: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => callApi("POST /api/invitations/[token]/accept", { params: { token } }),
    onSuccess: async () => {
      toast.success(`Welcome to ${orgName}`);
      await queryClient.invalidateQueries(orgsKeys.everything());
      router.push("/team");
      router.refresh();
    },
    onError: (error) => toastApiError("Invitation not accepted", error),
  });
  // Stays busy while the browser moves on to the team page.
  const pending = accept.isPending || accept.isSuccess;
  return (
    <Button size="lg" className="w-full sm:w-auto" disabled={pending} onClick={() => accept.mutate()}>
      {pending ? "Joining..." : "Accept invitation"}
    </Button>
  );
}
