"use client";
// The Recognition section's reads and writes, each through its route of the table: rules (and their preview),
// contests and their leaderboards, the feed page by page, kudos, the member's own e-mail choices and the Slack
// webhook. Writes toast their outcome through the team page's useWrite; a form hands itself in to get the server's
// field errors under its fields.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteInput, RouteOutput } from "@/lib/api/define";
import { orgsKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";
import { toast } from "@/lib/toast";
import { toastApiError, useWrite, type FieldErrorSink } from "../use-org-api";

export type RecognitionRule = RouteOutput<ApiRoutes["GET /api/orgs/[id]/recognition-rules"]>[number];
export type RuleBody = RouteInput<ApiRoutes["POST /api/orgs/[id]/recognition-rules"]>;
export type PreviewRow = RouteOutput<
  ApiRoutes["POST /api/orgs/[id]/recognition-rules/[ruleId]/preview"]
>["rows"][number];
export type Contest = RouteOutput<ApiRoutes["GET /api/orgs/[id]/contests"]>[number];
export type ContestBody = RouteInput<ApiRoutes["POST /api/orgs/[id]/contests"]>;
export type Leaderboard = RouteOutput<ApiRoutes["GET /api/orgs/[id]/contests/[contestId]/leaderboard"]>;
export type FeedItem = RouteOutput<ApiRoutes["GET /api/orgs/[id]/recognition-feed"]>["items"][number];
export type RecognitionPreferences = RouteOutput<ApiRoutes["GET /api/orgs/[id]/recognition-preferences"]>;
export type SlackStatus = RouteOutput<ApiRoutes["GET /api/orgs/[id]/integrations/slack"]>;

export const useRecognitionRules = (orgId: number) =>
  useQuery<RecognitionRule[]>({ queryKey: orgsKeys.recognitionRules(orgId) });

/** A rule change also changes the audit trail. */
const ruleRefresh = (orgId: number) => [orgsKeys.recognitionRules(orgId), orgsKeys.audit(orgId)];

export const useCreateRule = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: RuleBody) => callApi("POST /api/orgs/[id]/recognition-rules", { params: { id: orgId }, body }),
    refresh: ruleRefresh(orgId),
    success: (rule) => `Rule "${rule.name}" created`,
    failure: "Rule not created",
    onFieldErrors,
  });

export const useUpdateRule = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: ({ ruleId, body }: { ruleId: number; body: Partial<RuleBody> }) =>
      callApi("PATCH /api/orgs/[id]/recognition-rules/[ruleId]", { params: { id: orgId, ruleId }, body }),
    refresh: ruleRefresh(orgId),
    success: (rule) => `Rule "${rule.name}" saved`,
    failure: "Rule not saved",
    onFieldErrors,
  });

export const useDeleteRule = (orgId: number) =>
  useWrite({
    send: (ruleId: number) =>
      callApi("DELETE /api/orgs/[id]/recognition-rules/[ruleId]", { params: { id: orgId, ruleId } }),
    refresh: ruleRefresh(orgId),
    success: "Rule deleted",
    failure: "Rule not deleted",
  });

/** Who the rule recognises now; issues nothing, so it toasts only a failure. */
export const usePreviewRule = (orgId: number) =>
  useMutation({
    mutationFn: (ruleId: number) =>
      callApi("POST /api/orgs/[id]/recognition-rules/[ruleId]/preview", { params: { id: orgId, ruleId }, body: {} }),
    onError: (error) => toastApiError("Preview not loaded", error),
  });

export const useContests = (orgId: number) => useQuery<Contest[]>({ queryKey: orgsKeys.contests(orgId) });

export const useCreateContest = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: ContestBody) => callApi("POST /api/orgs/[id]/contests", { params: { id: orgId }, body }),
    refresh: [orgsKeys.contests(orgId), orgsKeys.audit(orgId)],
    success: (contest) => `Contest "${contest.name}" started`,
    failure: "Contest not started",
    onFieldErrors,
  });

export const useLeaderboard = (orgId: number, contestId: number | null) =>
  useQuery<Leaderboard>({
    queryKey: orgsKeys.contestLeaderboard(orgId, contestId ?? 0),
    enabled: contestId !== null,
  });

/** The feed, newest first, a page at a time ("Load more" asks for the next). */
export const useRecognitionFeed = (orgId: number) =>
  useInfiniteQuery({
    queryKey: orgsKeys.recognitionFeed(orgId),
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /api/orgs/[id]/recognition-feed", {
        params: { id: orgId },
        query: pageParam ? { cursor: pageParam } : undefined,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export type KudosBody = RouteInput<ApiRoutes["POST /api/orgs/[id]/kudos"]>;

/** Kudos show in the feed at once. The dialog shows a refusal itself (under a field, or above the form). */
export function useSendKudos(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KudosBody) => callApi("POST /api/orgs/[id]/kudos", { params: { id: orgId }, body }),
    onSuccess: async (sent) => {
      toast.success(`Kudos sent to ${sent.toName}`);
      await queryClient.invalidateQueries({ queryKey: orgsKeys.recognitionFeed(orgId) });
    },
  });
}

export const useRecognitionPreferences = (orgId: number) =>
  useQuery<RecognitionPreferences>({ queryKey: orgsKeys.recognitionPreferences(orgId) });

/** Saves one choice; the answer is both, as stored. */
export function useSavePreferences(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<RecognitionPreferences>) =>
      callApi("PUT /api/orgs/[id]/recognition-preferences", { params: { id: orgId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orgsKeys.recognitionPreferences(orgId), saved);
      toast.success("E-mail choices saved");
    },
    onError: (error) => toastApiError("E-mail choices not saved", error),
  });
}

export const useSlackStatus = (orgId: number) => useQuery<SlackStatus>({ queryKey: orgsKeys.slack(orgId) });

const slackRefresh = (orgId: number) => [orgsKeys.slack(orgId), orgsKeys.audit(orgId)];

export const useSaveSlack = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { webhookUrl: string }) =>
      callApi("POST /api/orgs/[id]/integrations/slack", { params: { id: orgId }, body }),
    refresh: slackRefresh(orgId),
    success: "Slack connected",
    failure: "Slack not connected",
    onFieldErrors,
  });

export const useRemoveSlack = (orgId: number) =>
  useWrite({
    send: () => callApi("DELETE /api/orgs/[id]/integrations/slack", { params: { id: orgId } }),
    refresh: slackRefresh(orgId),
    success: "Slack disconnected",
    failure: "Slack not disconnected",
  });
