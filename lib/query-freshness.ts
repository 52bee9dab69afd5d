// How long the browser's query cache counts an answer as fresh. Its own module, free of the query library, so the
// cache list (server code, loaded where React's client APIs do not exist) can name it.

/**
 * An answer is fresh for 30 seconds. Much of what the app shows can be changed by someone else (a manager's
 * attestation, a teammate joining, a reviewer's decision, a hiring manager's request), so nothing is fresh forever:
 * a page opened again, or the window focused again, after that refetches what it shows. The user's own changes do
 * not wait for it: each mutation invalidates the queries it changed.
 */
export const QUERY_STALE_TIME_MS = 30_000;
