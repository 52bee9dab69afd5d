import "server-only";
// The tables a portfolio's own content lives in, by the section's name: every row carries its owner's user id. The
// portfolio lists, the account export and the version triggers all start from this one list.
import {
  aboutMe,
  achievements,
  dealHighlights,
  executiveCircle,
  experiences,
  quotaRecords,
  references,
} from "./schema";

export const PORTFOLIO_CONTENT_TABLES = {
  achievements,
  quotaRecords,
  experiences,
  dealHighlights,
  executiveCircle,
  references,
  aboutMe,
} as const;
