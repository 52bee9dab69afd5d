// Where the Playwright tests find the app: the server the config starts (on QP_TEST_PORT, 3210 by default, so two
// checkouts can test at once), or E2E_BASE_URL to test one you run yourself.
export const TEST_PORT = Number(process.env.QP_TEST_PORT || 3210);
export const DEFAULT_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

export const BASE_URL = process.env.E2E_BASE_URL || DEFAULT_BASE_URL;
