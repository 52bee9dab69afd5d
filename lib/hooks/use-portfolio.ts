"use client";
// TanStack Query hooks for the portfolio: one query per list route of the route table, and create/update/delete
// mutations that refresh that route's list (and the overview, which reads every list).
import type { ApiRoutes } from "@/lib/api/routes";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { callApi, fetchRoute, routeKey } from "@/lib/api/client";
import { PORTFOLIO_LISTS, portfolioKeys, type PortfolioListPath } from "@/lib/api/keys";
import { LIST_PAGE_SIZE, NEXT_CURSOR_HEADER } from "@/lib/list-page";
import type { RouteOutput } from "@/lib/api/define";

/** The content types' list paths, as the route table has them. */
export const PORTFOLIO_PATHS = {
  achievements: PORTFOLIO_LISTS.achievements.path,
  quotaRecords: PORTFOLIO_LISTS.quotaRecords.path,
  experiences: PORTFOLIO_LISTS.experiences.path,
  dealHighlights: PORTFOLIO_LISTS.dealHighlights.path,
  executiveCircle: PORTFOLIO_LISTS.executiveCircle.path,
  references: PORTFOLIO_LISTS.references.path,
} as const;

export type PortfolioPath = PortfolioListPath;

/** The list a route answers, typed by the route table. */
function useList<R extends (typeof PORTFOLIO_LISTS)[keyof typeof PORTFOLIO_LISTS]>(route: R) {
  return useQuery<RouteOutput<ApiRoutes[R["key"]]>>({ queryKey: portfolioKeys.list(route.path) });
}

export const useAchievements = () => useList(PORTFOLIO_LISTS.achievements);
export const useQuotaRecords = () => useList(PORTFOLIO_LISTS.quotaRecords);
export const useExperiences = () => useList(PORTFOLIO_LISTS.experiences);
export const useDealHighlights = () => useList(PORTFOLIO_LISTS.dealHighlights);
export const useExecutiveCircle = () => useList(PORTFOLIO_LISTS.executiveCircle);
export const useReferences = () => useList(PORTFOLIO_LISTS.references);

type ListPage<T> = { items: T[]; nextCursor: string | null };

async function fetchListPage<T>(path: PortfolioPath, cursor: string | null, signal: AbortSignal): Promise<ListPage<T>> {
  const query = { limit: LIST_PAGE_SIZE, cursor: cursor ?? undefined };
  const response = await fetchRoute(`GET ${path}`, { query, signal });
  return { items: (await response.json()) as T[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** A list shown page by page: the items loaded so far and the way to load the next page. */
export type PagedList<T> = {
  /** Undefined until the first page arrives. */
  items: T[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * A content type's list by pages of 50, newest first, for the tabs. Its key starts with the API path, so the
 * mutations' refresh of that path reloads the pages too.
 */
export function usePortfolioList<T>(path: PortfolioPath): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: portfolioKeys.pages(path),
    queryFn: ({ pageParam, signal }) => fetchListPage<T>(path, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  return {
    items,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    isError,
    refetch,
  };
}

/** About Me is one row per user: POST saves it (an upsert) and GET answers that row or null. */
export const ABOUT_ME_PATH: ApiRoutes["GET /api/about-me"]["path"] = "/api/about-me";

/** Where a form saves: a content type's list, or the single About Me row. */
export type SavePath = PortfolioPath | typeof ABOUT_ME_PATH;

export const useAboutMe = () =>
  useQuery<RouteOutput<ApiRoutes["GET /api/about-me"]>>({ queryKey: portfolioKeys.aboutMe() });
export const useTemplates = () =>
  useQuery<RouteOutput<ApiRoutes["GET /api/templates"]>>({ queryKey: portfolioKeys.templates() });

/**
 * Create, update and delete for one content type. Each refreshes the type's list on success (the About Me row
 * is taken as the server sent it back, no refetch); toasts are the caller's, as their texts differ per form.
 */
export function useEntityMutations<T extends { id: number }>(path: SavePath) {
  const queryClient = useQueryClient();
  const queryKey = routeKey(`GET ${path}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => send<T>(`POST ${path}`, undefined, body),
      onSuccess: (saved: T) => (path === ABOUT_ME_PATH ? queryClient.setQueryData(queryKey, saved) : refresh()),
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number } & Record<string, unknown>) =>
        send<T>(`PUT ${path as PortfolioPath}/[id]`, id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => send<{ success: true }>(`DELETE ${path as PortfolioPath}/[id]`, id, undefined),
      onSuccess: refresh,
    }),
  };
}

/**
 * One write of a content type, through its route. The forms hand over their values as a plain record (each
 * form's own schema has checked them), so the body is not narrowed to one route's input here.
 */
function send<T>(key: string, id: number | undefined, body: Record<string, unknown> | undefined): Promise<T> {
  const call = callApi as (key: string, options: object) => Promise<T>;
  return call(key, { params: id === undefined ? undefined : { id }, body });
}
