import "server-only";
// Single-use link tokens: made here, e-mailed once, and stored only as their SHA-256, so a database reader cannot
// use a link.
import { createHash, randomBytes } from "node:crypto";
import { LINK_TOKEN_PATTERN } from "@/lib/link-token";

export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** False for anything that cannot be a token (looked up nowhere). */
export const isLinkToken = (token: string): boolean => LINK_TOKEN_PATTERN.test(token);
