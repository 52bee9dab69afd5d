import "server-only";
// The first data of the dashboard and the team page, read on the server through the same functions the JSON API answers with and
// handed to the browser's query cache (TanStack Query's dehydrate/HydrationBoundary), so the page's client
// components start with it and fetch nothing after hydration. Each entry is keyed exactly as its hook asks, and
// holds exactly what the API's JSON would: the repositories' own JSON text, parsed.
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { accountKeys, orgsKeys, PORTFOLIO_LISTS, portfolioKeys } from "@/lib/api/keys";
import { LIST_PAGE_SIZE } from "@/lib/list-page";
import { getAboutMe } from "./data/about-me";
import { orgMember } from "./data/orgs/access";
import { listAttestations } from "./data/orgs/attestations";
import { listMembers } from "./data/orgs/orgs";
import { portfolioLists } from "./data/portfolio";
import { toCurrentUser, type PublicUser } from "./session";

/** What a JSON response would carry (dates as ISO strings), from a value read on the server. */
function asJson<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** A query client that never fetches: it only carries what the server put in it to the browser. */
function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
}

/**
 * Every list the dashboard's first screen reads: the header (the Verified badge, Export Portfolio), the overview tab
 * and the first page of achievements. The full lists are the GET answers without `limit`; the page is the first
 * `?limit=50` answer with its next cursor.
 */
export async function dashboardState(user: PublicUser): Promise<DehydratedState> {
  const lists = [
    [PORTFOLIO_LISTS.quotaRecords.path, portfolioLists.quotaRecords],
    [PORTFOLIO_LISTS.dealHighlights.path, portfolioLists.dealHighlights],
    [PORTFOLIO_LISTS.experiences.path, portfolioLists.experiences],
    [PORTFOLIO_LISTS.executiveCircle.path, portfolioLists.executiveCircle],
    [PORTFOLIO_LISTS.achievements.path, portfolioLists.achievements],
    [PORTFOLIO_LISTS.references.path, portfolioLists.references],
  ] as const;
  const [listJson, firstPage, aboutMe] = await Promise.all([
    Promise.all(lists.map(([, repository]) => repository.listJson(user))),
    portfolioLists.achievements.pageJson(user, { limit: LIST_PAGE_SIZE }),
    getAboutMe(user.id),
  ]);
  const client = serverQueryClient();
  client.setQueryData(accountKeys.me(), toCurrentUser(user));
  lists.forEach(([path], i) => client.setQueryData(portfolioKeys.list(path), JSON.parse(listJson[i]!) as unknown));
  client.setQueryData(portfolioKeys.pages(PORTFOLIO_LISTS.achievements.path), {
    pages: [{ items: JSON.parse(firstPage.json) as unknown, nextCursor: firstPage.nextCursor }],
    pageParams: [null],
  });
  client.setQueryData(portfolioKeys.aboutMe(), asJson(aboutMe));
  return dehydrate(client);
}

/**
 * The team page's first screen: the member's organisations, and for the one shown first (the first of them) its
 * members and the pending attestations, which every section waits for. The other cards load their own as they show.
 */
export async function teamState<Org extends { id: number }>(user: PublicUser, orgs: Org[]): Promise<DehydratedState> {
  const client = serverQueryClient();
  client.setQueryData(accountKeys.me(), toCurrentUser(user));
  client.setQueryData(orgsKeys.all(), orgs);
  const first = orgs[0];
  if (first) {
    const membership = await orgMember(user.id, first.id);
    const [members, pending] = await Promise.all([listMembers(membership), listAttestations(membership, "pending")]);
    client.setQueryData(orgsKeys.members(first.id), asJson(members));
    client.setQueryData(orgsKeys.pendingAttestations(first.id), asJson(pending));
  }
  return dehydrate(client);
}
