// Where the Playwright tests find the app: the server the config starts, or E2E_BASE_URL to test one you run yourself.
export const DEFAULT_BASE_URL = "http://127.0.0.1:3210";

export const BASE_URL = process.env.E2E_BASE_URL || DEFAULT_BASE_URL;
