import { NextResponse } from "next/server";
import { AUTH_FORM_ERRORS, type AuthFormError } from "@/lib/auth-form-errors";
import { createUser } from "@/lib/server/data/users";
import { isFormPost, readFormFields, redirectAfterPost } from "@/lib/server/form-post";
import { ApiError, parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { registerFormSchema, registerSchema } from "@/lib/validators/auth";

/** The form's error code for a refusal: the first invalid field, or which of e-mail and username is taken. */
function formErrorOf(error: unknown): AuthFormError {
  if (error instanceof ApiError && error.status === 409)
    return error.fields?.username ? "username_taken" : "email_taken";
  const field = error instanceof ApiError ? Object.keys(error.fields ?? {})[0] : undefined;
  return field && field in AUTH_FORM_ERRORS ? (field as AuthFormError) : "invalid";
}

/**
 * Creates the account and signs this browser in: the new account's session never depends on the sign-in limits of
 * the address it comes from. JSON answers the user; the form posted without JavaScript is redirected (303).
 */
export const POST = withErrors(async (request) => {
  if (isFormPost(request)) {
    try {
      const { confirmPassword: _confirm, ...input } = parseInput(registerFormSchema, await readFormFields(request));
      const user = await createUser(input);
      await startSession(request, user.id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return redirectAfterPost(`/register?error=${formErrorOf(error)}`);
    }
    return redirectAfterPost("/dashboard");
  }
  const input = parseInput(registerSchema, await readJson(request));
  const user = await createUser(input);
  await startSession(request, user.id);
  return NextResponse.json(user, { status: 201 });
});
