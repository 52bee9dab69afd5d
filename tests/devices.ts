// The manager's own device: a browser other than the rep's. From the same machine as the rep (every test runs on
// one, so on the rep's network), a signature only counts as the manager's when its browser family (Safari here)
// differs from those of the rep's sign-ins (Playwright's client, Chromium); otherwise it waits for an admin's review.
export const MANAGER_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15 ManagerLaptop";

/** Context options for the manager's browser or HTTP client. */
export const managerDevice = { userAgent: MANAGER_USER_AGENT } as const;
