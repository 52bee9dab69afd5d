"use client";
// TanStack Query hooks for the portfolio: one query per API path, and create/update/delete
// mutations that refresh that path's list (and the overview, which reads every list).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch, toApiRequestError } from "@/lib/api-client";
import { ABOUT_ME_PATH, PORTFOLIO_PATHS, pagesKey, type PortfolioPath } from "@/lib/page-queries";
import { LIST_PAGE_SIZE, NEXT_CURSOR_HEADER } from "@/lib/validators/list-page";
import type {
  AboutMe,
  Achievement,
  DealHighlight,
  Executive,
  Experience,
  QuotaRecord,
  Reference,
  Template,
} from "@/lib/types";

export { ABOUT_ME_PATH, PORTFOLIO_PATHS, type PortfolioPath } from "@/lib/page-queries";

export const useAchievements = () => useQuery<Achievement[]>({ queryKey: [PORTFOLIO_PATHS.achievements] });
export const useQuotaRecords = () => useQuery<QuotaRecord[]>({ queryKey: [PORTFOLIO_PATHS.quotaRecords] });
export const useExperiences = () => useQuery<Experience[]>({ queryKey: [PORTFOLIO_PATHS.experiences] });
export const useDealHighlights = () => useQuery<DealHighlight[]>({ queryKey: [PORTFOLIO_PATHS.dealHighlights] });
export const useExecutiveCircle = () => useQuery<Executive[]>({ queryKey: [PORTFOLIO_PATHS.executiveCircle] });
export const useReferences = () => useQuery<Reference[]>({ queryKey: [PORTFOLIO_PATHS.references] });

type ListPage<T> = { items: T[]; nextCursor: string | null };

async function fetchListPage<T>(path: PortfolioPath, cursor: string | null, signal: AbortSignal): Promise<ListPage<T>> {
  const search = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) search.set("cursor", cursor);
  const response = await fetch(`${path}?${search}`, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw await toApiRequestError(response);
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
    queryKey: pagesKey(path),
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

/** Where a form saves: a content type's list, or the single About Me row. */
export type SavePath = PortfolioPath | typeof ABOUT_ME_PATH;

export const useAboutMe = () => useQuery<AboutMe | null>({ queryKey: [ABOUT_ME_PATH] });
export const useTemplates = () => useQuery<Template[]>({ queryKey: ["/api/templates"] });

/**
 * Create, update and delete for one content type. Each refreshes the type's list on success (the About Me row
 * is taken as the server sent it back, no refetch); toasts are the caller's, as their texts differ per form.
 */
export function useEntityMutations<T extends { id: number }>(path: SavePath) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => apiFetch<T>(path, { method: "POST", body }),
      onSuccess: (saved: T) => (path === ABOUT_ME_PATH ? queryClient.setQueryData([path], saved) : refresh()),
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number } & Record<string, unknown>) =>
        apiFetch<T>(`${path}/${id}`, { method: "PUT", body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch<{ success: true }>(`${path}/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}
