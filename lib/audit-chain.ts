// The audit trail's hash chain, as anyone re-verifies it (docs/audit-trail.md): the canonical content of an event,
// its hash, and the walk that checks a sequence of events. Pure, so the server, the tests, the bench and an auditor's
// own script use the same few lines. No "server-only": an export is re-verified with exactly this.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

/** The prevHash of an organisation's first event: 64 zeros. */
export const GENESIS_HASH = "0".repeat(64);

/** The fields an event's hash covers (the database id is a storage key, outside the chain). */
export type AuditContent = {
  orgId: number;
  seq: number;
  actorId: number | null;
  action: string;
  targetUserId: number | null;
  details: Record<string, unknown>;
  /** ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it: 2026-03-01T09:30:00.123Z. */
  createdAt: string;
};

/** An event as exports and the webhook carry it: its content, the hash before it and its own. */
export type ChainedAuditEvent = AuditContent & { prevHash: string; hash: string };

/** A JSON value in RFC 8785 (JSON Canonicalization Scheme) form: keys sorted, no spaces, ECMAScript numbers. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error("The value has no JSON form");
  return text;
}

/** The event's content in canonical form: the seven fields, nothing else. */
export function canonicalAuditContent(content: AuditContent): string {
  const { orgId, seq, actorId, action, targetUserId, details, createdAt } = content;
  return canonicalJson({ orgId, seq, actorId, action, targetUserId, details, createdAt });
}

/** hash = lowercase hex SHA-256 of the UTF-8 bytes of prevHash (64 hex characters) followed by the canonical content. */
export function auditHash(prevHash: string, content: AuditContent): string {
  return createHash("sha256").update(prevHash, "utf8").update(canonicalAuditContent(content), "utf8").digest("hex");
}

/**
 * Details as they are stored and read back: through JSON (undefined dropped, dates as ISO strings) with every string
 * well-formed (a lone surrogate becomes U+FFFD, which JSONB and RFC 8785 both require). Hashing these, not the
 * caller's object, makes the stored row and its hash agree.
 */
export function storedDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const text = JSON.stringify(details ?? {}, (_key, value: unknown) =>
    typeof value === "string" ? value.toWellFormed() : value,
  );
  return JSON.parse(text) as Record<string, unknown>;
}

/** Why a chain breaks at an event (see docs/audit-trail.md). */
export type ChainBreak =
  | "seq_gap"
  | "seq_mismatch"
  | "prev_hash_mismatch"
  | "checkpoint_mismatch"
  | "hash_mismatch"
  | "head_mismatch"
  | "unchained";

/** Where a walk over events stands: the place and hash the next event must follow. */
export type ChainPosition = { seq: number; hash: string };

/**
 * Checks the next event against the position before it: its place, its link and its own hash. Answers why it
 * breaks, or null when it follows (the new position is then its own seq and hash). `afterCheckpoint` names the first
 * event after a retention checkpoint, whose link is the checkpoint's.
 */
export function checkNextEvent(
  before: ChainPosition,
  event: ChainedAuditEvent,
  afterCheckpoint = false,
): ChainBreak | null {
  if (event.seq !== before.seq + 1) return afterCheckpoint ? "checkpoint_mismatch" : "seq_gap";
  if (event.prevHash !== before.hash) return afterCheckpoint ? "checkpoint_mismatch" : "prev_hash_mismatch";
  return auditHash(event.prevHash, event) === event.hash ? null : "hash_mismatch";
}
