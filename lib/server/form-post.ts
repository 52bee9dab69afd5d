import "server-only";
// A browser form posted without JavaScript (application/x-www-form-urlencoded or multipart): the auth routes read
// it like JSON and answer with a 303 redirect instead of JSON, so the password never lands in a URL.
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { ApiError } from "./errors";
import { FORM_BODY_LIMIT, readFormBody } from "./read-body";

export function isFormPost(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The form's text fields as an object (at most 16 KB of body: 413 past it, 400 when it is not a form). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const form = await readFormBody(request, { maxBytes: FORM_BODY_LIMIT }).catch((error: unknown) => {
    if (error instanceof ApiError) throw error;
    throw new ApiError("bad_request", "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  });
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** 303 See Other to a path of this app (a local path only: never an open redirect). */
export function redirectAfterPost(path: string): NextResponse {
  const local = path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
  return NextResponse.redirect(new URL(local, env().APP_URL), 303);
}
