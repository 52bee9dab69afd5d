// A fetch for component tests (jsdom has none that reaches a server): answers as far as apiFetch reads them, and a
// mock that answers "METHOD url" from a table of routes the test fills, refusing any call it did not expect.

export type FakeAnswer = { status?: number; json?: unknown };
export type FakeRoutes = Record<string, (init: RequestInit | undefined) => FakeAnswer>;

/** A fetch Response as far as apiFetch reads one (jsdom has no Response). */
export function fakeResponse({ status = 200, json }: FakeAnswer) {
  const text = json === undefined ? "" : JSON.stringify(json);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ "Content-Type": "application/json" }),
    text: async () => text,
  };
}

/** A fetch mock answering from `routes()` (read on each call, so a test may replace the table). */
export function routedFetch(routes: () => FakeRoutes) {
  return jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes()[`${init?.method ?? "GET"} ${url}`];
    if (!route) throw new Error(`Unexpected call ${init?.method ?? "GET"} ${url}`);
    return fakeResponse(route(init));
  });
}
