"use client";
// The account's signed-in sessions (GET /api/auth/sessions): device, place and last activity, this browser marked
// "This device". "Sign out" ends one other session (DELETE /api/auth/sessions/{id}); "Sign Out Everywhere" ends
// them all, this one included (POST /api/auth/sessions/revoke), and the browser lands on the sign-in page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Monitor, Smartphone } from "lucide-react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { accountKeys } from "@/lib/api/keys";
import { formatLastActive } from "@/lib/last-active";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";
import type { AuthSessionView } from "@/lib/types";

function deviceLine(session: AuthSessionView): string {
  const software = [session.browser, session.os && `on ${session.os}`].filter(Boolean).join(" ");
  return software ? `${session.device} · ${software}` : session.device;
}

export function SessionsList() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const sessions = useQuery<AuthSessionView[]>({ queryKey: accountKeys.sessions() });
  const endOne = useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/auth/sessions/[id]", { params: { id } }),
    onSuccess: () => toast.success("Session signed out", { description: "That device needs to sign in again." }),
    onError: (error) => toastMutationError("Error", "Failed to sign that session out. Please try again.", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
  const endAll = useMutation({
    mutationFn: () => callApi("POST /api/auth/sessions/revoke"),
    onSuccess: () => {
      queryClient.clear();
      toast.success("Signed out everywhere", { description: "Every device, this one included, is signed out." });
      router.replace("/login");
      router.refresh();
    },
    onError: (error) => toastMutationError("Error", "Failed to sign out everywhere. Please try again.", error),
  });

  if (sessions.isPending) return <p className="text-sm text-muted-foreground">Loading your sessions...</p>;
  if (sessions.isError)
    return <p className="text-sm text-destructive">Your sessions could not be loaded. Please reload the page.</p>;
  // This browser first, then the most recently active.
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <div className="grid gap-4">
      <ul className="divide-y rounded-md border" aria-label="Signed-in sessions">
        {list.map((session) => {
          const Icon = session.device === "Computer" || session.device === "Unknown device" ? Monitor : Smartphone;
          const busy = endOne.isPending && endOne.variables === session.id;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="truncate">{deviceLine(session)}</span>
                  {session.current ? <Badge variant="secondary">This device</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {session.place}
                  {session.ip ? ` (${session.ip})` : ""} ·{" "}
                  {session.current ? "Active now" : formatLastActive(session.lastSeenAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Sign out ${deviceLine(session)}, ${session.place}`}
                  onClick={() => endOne.mutate(session.id)}
                >
                  {busy ? "Signing out..." : "Sign out"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button variant="outline" disabled={endAll.isPending} onClick={() => endAll.mutate()}>
          {endAll.isPending ? "Signing out..." : "Sign Out Everywhere"}
        </Button>
      </div>
    </div>
  );
}
