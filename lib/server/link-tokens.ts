import "server-only";
// Single-use secret tokens: made here, handed out once (a link e-mailed, a wallet's pre-authorised code, access token
// or nonce), and stored only as their SHA-256, so a database reader cannot use one.
import { createHash, randomBytes } from "node:crypto";
import { LINK_TOKEN_PATTERN } from "@/lib/link-token";

export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** False for anything that cannot be a token (looked up nowhere). */
export const isLinkToken = (token: string): boolean => LINK_TOKEN_PATTERN.test(token);
