// The manager's own device: a browser other than the rep's. From the same machine as the rep (every test runs on
// one), a signature only counts as the manager's when the user agent differs from the rep's sign-ins; with the
// rep's IP address and user agent it waits for an admin's review instead.
export const MANAGER_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15 ManagerLaptop";

/** Context options for the manager's browser or HTTP client. */
export const managerDevice = { userAgent: MANAGER_USER_AGENT } as const;
