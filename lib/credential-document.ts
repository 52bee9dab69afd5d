// Reading a credential file as a person checks it: what it claims (name, achievement, result, how it was verified,
// issuer, dates), taken from untrusted JSON without ever throwing, and the checks a file passes before it is sent
// for verification. Pure: the verify page and the browser's file check share it.

/**
 * A credential file bigger than this is not one of ours (a QuotaProof credential is a few KB): refused before it is
 * read or sent, and by the verify call itself (413).
 */
export const MAX_CREDENTIAL_FILE_BYTES = 16 * 1024;

export const CREDENTIAL_FILE_TOO_BIG =
  "This file is too big to be a credential (over 16 KB). Choose the .json file of a QuotaProof credential.";
export const CREDENTIAL_FILE_NOT_JSON =
  "This is not a credential file: it is not valid JSON. Choose the .json file of a QuotaProof credential, or paste its whole text.";
export const CREDENTIAL_FILE_NOT_OBJECT =
  "This JSON is not a credential: a credential is one JSON object with a name, an issuer and a proof.";
export const CREDENTIAL_FILE_EMPTY = "Paste the credential's JSON first, or choose its file.";

export type ParsedCredentialText = { ok: true; json: Record<string, unknown> } | { ok: false; message: string };

/** The size of a text as sent (UTF-8 bytes), not its length in UTF-16 units. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether a file's or a pasted text can be sent for verification; the message says why not. */
export function parseCredentialText(text: string): ParsedCredentialText {
  // Each UTF-16 unit is at least one byte: a text that long is too big without counting.
  if (text.length > MAX_CREDENTIAL_FILE_BYTES || utf8Bytes(text) > MAX_CREDENTIAL_FILE_BYTES)
    return { ok: false, message: CREDENTIAL_FILE_TOO_BIG };
  if (text.trim() === "") return { ok: false, message: CREDENTIAL_FILE_EMPTY };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: CREDENTIAL_FILE_NOT_JSON };
  }
  if (!isRecord(json)) return { ok: false, message: CREDENTIAL_FILE_NOT_OBJECT };
  return { ok: true, json };
}

/** One figure of the credential's result ("Attainment" · "118%"). */
export type CredentialResultLine = { label: string; value: string };

/** What a credential claims, in words; any part the JSON lacks (or gives in the wrong shape) is null or empty. */
export type CredentialClaims = {
  name: string | null;
  description: string | null;
  achievementName: string | null;
  achievementDescription: string | null;
  /** How the item was verified (criteria.narrative). */
  narrative: string | null;
  results: CredentialResultLine[];
  issuerId: string | null;
  issuerName: string | null;
  validFrom: string | null;
  validUntil: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** A plain string, or the first string of a language map ({ "en": "..." }), as JSON-LD allows. */
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number") return String(value);
  if (isRecord(value)) {
    const first = Object.values(value).find((entry) => typeof entry === "string");
    return typeof first === "string" ? text(first) : null;
  }
  return null;
}

/** JSON-LD gives one value or an array of them. */
function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function resultLines(subject: Record<string, unknown>, achievement: Record<string, unknown>): CredentialResultLine[] {
  const descriptions = new Map<string, { name: string | null; percent: boolean }>();
  for (const entry of list(achievement.resultDescription)) {
    const description = record(entry);
    const id = text(description.id);
    if (id) descriptions.set(id, { name: text(description.name), percent: description.resultType === "Percent" });
  }
  const lines: CredentialResultLine[] = [];
  for (const entry of list(subject.result)) {
    const result = record(entry);
    const value = text(result.value) ?? text(result.achievedLevel) ?? text(result.status);
    if (!value) continue;
    const reference = text(result.resultDescription);
    const description = reference ? descriptions.get(reference) : undefined;
    // A "Percent" result holds the bare number ("118.5"): shown as people write it.
    const shown = description?.percent && /^-?\d+(\.\d+)?$/.test(value) ? `${value}%` : value;
    lines.push({ label: description?.name ?? text(result.name) ?? "Result", value: shown });
  }
  return lines;
}

export function credentialClaims(document: unknown): CredentialClaims {
  const credential = record(document);
  const subject = record(list(credential.credentialSubject)[0]);
  const achievement = record(subject.achievement);
  const issuer = credential.issuer;
  return {
    name: text(credential.name),
    description: text(credential.description),
    achievementName: text(achievement.name),
    achievementDescription: text(achievement.description),
    narrative: text(record(achievement.criteria).narrative),
    results: resultLines(subject, achievement),
    issuerId: typeof issuer === "string" ? issuer : text(record(issuer).id),
    issuerName: text(record(issuer).name),
    validFrom: text(credential.validFrom),
    validUntil: text(credential.validUntil),
  };
}
