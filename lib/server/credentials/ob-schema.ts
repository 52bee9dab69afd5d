// The Open Badges 3.0 AchievementCredential JSON Schema (1EdTech's, copied unmodified into ./ob-schema/ with its
// source and licence) and Ajv checking a credential against it: before a rep's credential is signed, after, and in the
// tests. The schema is compiled once per process, on first use (~100 ms), never at import (the build imports this).
//
// No "server-only" here: the API tests check every credential they fetch with this same validator.
import Ajv2019, { type ErrorObject, type ValidateFunction } from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import achievementCredentialSchema from "./ob-schema/achievementcredential.json" with { type: "json" };

/** What a credential names in `credentialSchema`: the published address of the schema and its validator type. */
export const OPEN_BADGES_CREDENTIAL_SCHEMA = {
  id: "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json",
  type: "1EdTechJsonSchemaValidator2019",
} as const;

/** One way a document breaks the schema: where (a JSON pointer) and what. */
export type SchemaError = { path: string; message: string };

export class OpenBadgesSchemaError extends Error {
  constructor(readonly errors: SchemaError[]) {
    super(
      `The credential does not match the Open Badges 3.0 schema: ${errors
        .slice(0, 5)
        .map((e) => `${e.path || "/"} ${e.message}`)
        .join("; ")}`,
    );
  }
}

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    // The 1EdTech schema uses draft 2019-09 and a few formats (uri, date-time, email); `strict: false` because it
    // carries annotations Ajv's strict mode does not know. Every error is collected, not just the first.
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(ajv);
    compiled = ajv.compile(achievementCredentialSchema);
  }
  return compiled;
}

const toSchemaError = (error: ErrorObject): SchemaError => ({
  path: error.instancePath,
  message: `${error.message ?? "is invalid"}${error.params && "allowedValue" in error.params ? ` (${String(error.params.allowedValue)})` : ""}`,
});

/** Every way `document` breaks the Open Badges 3.0 AchievementCredential schema (none for a valid one). */
export function openBadgesSchemaErrors(document: unknown): SchemaError[] {
  const validate = validator();
  return validate(document) ? [] : (validate.errors ?? []).map(toSchemaError);
}

/** Throws OpenBadgesSchemaError when `document` breaks the schema: our own credentials must never do so. */
export function assertOpenBadgesSchema(document: unknown): void {
  const errors = openBadgesSchemaErrors(document);
  if (errors.length > 0) throw new OpenBadgesSchemaError(errors);
}
