// The audit chain's algorithm as docs/audit-trail.md states it, pinned by a worked example an auditor can recompute
// with any SHA-256 tool: the canonical content (RFC 8785: keys sorted, no spaces), the hash over the previous hash
// and that content, the genesis, and the check of the next event (each way it can break).
import { createHash } from "node:crypto";
import {
  auditHash,
  canonicalAuditContent,
  checkNextEvent,
  GENESIS_HASH,
  storedDetails,
  type ChainedAuditEvent,
} from "@/lib/audit-chain";

const first = {
  orgId: 7,
  seq: 1,
  actorId: 42,
  action: "org_created",
  targetUserId: null,
  details: { name: "Acme", b: [1, 2.5] },
  createdAt: "2026-01-31T09:30:00.123Z",
};
const FIRST_CANONICAL =
  '{"action":"org_created","actorId":42,"createdAt":"2026-01-31T09:30:00.123Z","details":{"b":[1,2.5],"name":"Acme"},"orgId":7,"seq":1,"targetUserId":null}';
// The documentation's example, computed independently: sha256(64 zeros + the canonical content).
const FIRST_HASH = "49252528a5ea85742162f3aa38c28027b06af7b285dfe1044a71d28d345c4db3";
const SECOND_HASH = "f13910fc96de19e2529ea45188658e1e3049d250a55b0f892292e04ab4ea2bdd";

const second = {
  orgId: 7,
  seq: 2,
  actorId: 42,
  action: "invited",
  targetUserId: null,
  details: { role: "seller", email: "sam@acme.example" },
  createdAt: "2026-01-31T09:31:00.000Z",
};

test("the canonical content is RFC 8785 JSON of the seven fields, and the hash follows the documented example", () => {
  expect(GENESIS_HASH).toBe("0".repeat(64));
  expect(canonicalAuditContent(first)).toBe(FIRST_CANONICAL);
  expect(
    createHash("sha256")
      .update(GENESIS_HASH + FIRST_CANONICAL)
      .digest("hex"),
  ).toBe(FIRST_HASH);
  expect(auditHash(GENESIS_HASH, first)).toBe(FIRST_HASH);
  expect(auditHash(FIRST_HASH, second)).toBe(SECOND_HASH);
  // Fields outside the seven (an export's prevHash and hash, a database id) do not change the content.
  expect(canonicalAuditContent({ ...first, id: 99, prevHash: "x", hash: "y" } as typeof first)).toBe(FIRST_CANONICAL);
});

test("the next event follows only at the next place, linked to the hash before, with its own hash intact", () => {
  const one: ChainedAuditEvent = { ...first, prevHash: GENESIS_HASH, hash: FIRST_HASH };
  const two: ChainedAuditEvent = { ...second, prevHash: FIRST_HASH, hash: SECOND_HASH };
  const start = { seq: 0, hash: GENESIS_HASH };
  expect(checkNextEvent(start, one)).toBeNull();
  expect(checkNextEvent({ seq: 1, hash: FIRST_HASH }, two)).toBeNull();
  expect(checkNextEvent(start, two)).toBe("seq_gap");
  expect(checkNextEvent({ seq: 1, hash: "f".repeat(64) }, two)).toBe("prev_hash_mismatch");
  expect(checkNextEvent({ seq: 1, hash: "f".repeat(64) }, two, true)).toBe("checkpoint_mismatch");
  expect(checkNextEvent(start, { ...one, details: { name: "Acme Corp", b: [1, 2.5] } })).toBe("hash_mismatch");
  expect(checkNextEvent(start, { ...one, createdAt: "2026-01-31T09:30:00.124Z" })).toBe("hash_mismatch");
  expect(checkNextEvent(start, { ...one, actorId: null })).toBe("hash_mismatch");
});

test("details are hashed as stored: through JSON, with every string well-formed", () => {
  expect(storedDetails(undefined)).toEqual({});
  expect(storedDetails({ at: new Date("2026-01-31T09:30:00.123Z"), gone: undefined, n: 1 })).toEqual({
    at: "2026-01-31T09:30:00.123Z",
    n: 1,
  });
  expect(storedDetails({ name: "half \ud800 a pair" })).toEqual({ name: "half \ufffd a pair" });
});
