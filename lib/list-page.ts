// The paging of the portfolio lists that both sides use: the page size the dashboard asks for and the header that
// carries the next page's cursor. Kept apart from the query schema so the browser's scripts need no zod for them.

/** The page size the dashboard asks for. */
export const LIST_PAGE_SIZE = 50;
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
