import "server-only";
// A browser form posted without JavaScript (application/x-www-form-urlencoded or multipart): the auth routes read
// it like JSON and answer with a 303 redirect instead of JSON, so the password never lands in a URL.
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { ApiError } from "./errors";

export function isFormPost(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The form's text fields as an object (at most 16 KB of body). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get("content-length") ?? "0") > 16 * 1024) {
    throw new ApiError("too_large", "Request body is too large");
  }
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** 303 See Other to a path of this app (a local path only: never an open redirect). */
export function redirectAfterPost(path: string): NextResponse {
  const local = path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
  return NextResponse.redirect(new URL(local, env().APP_URL), 303);
}
