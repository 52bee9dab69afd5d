"use server";
// Sign-in, sign-up and password reset as Server Actions: the forms post here with or without JavaScript. Each checks
// its JSON route's schema (with the form's confirmation fields) and calls the same account operation as that route.
import { redirect } from "next/navigation";
import { afterSignUpPath } from "@/lib/pricing";
import type { FormState } from "@/lib/form-state";
import { safeNextPath } from "@/lib/next-path";
import { askForPasswordReset, passwordSignIn, resetPasswordByLink, signUp } from "@/lib/server/account-operations";
import { publicFormAction, type ActionRequest } from "@/lib/server/form-action";
import { registerFormSchema } from "@/lib/validators/auth";
import { loginSchema } from "@/lib/validators/login";
import { passwordResetPostSchema, passwordResetRequestSchema } from "@/lib/validators/password-reset";

/**
 * The query of the page the form was on (`?next=`, the plan picked on the pricing page): the form sends it once its
 * script runs; a form posted before that came from the page the browser names as the referrer.
 */
function addressQuery(data: FormData, request: ActionRequest): URLSearchParams {
  const sent = data.get("address");
  if (typeof sent === "string" && sent) return new URLSearchParams(sent);
  try {
    return new URL(request.headers.get("referer") ?? "").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** The sign-in and sign-up pages and the landing page: a form on them is not in place of another page. */
const FORM_PAGES = new Set(["/", "/login", "/register"]);

/**
 * The page a sign-in form stood in for (a signed-in page opened signed out shows the form at its own address): the
 * address its script sent, or before that ran, the page the browser names as the referrer. Null on the sign-in page.
 */
function pageStoodFor(data: FormData, request: ActionRequest): string | null {
  const sent = data.get("page");
  let address: URL;
  try {
    address = new URL(
      typeof sent === "string" && sent ? sent : (request.headers.get("referer") ?? ""),
      "https://same.invalid",
    );
  } catch {
    return null;
  }
  if (FORM_PAGES.has(address.pathname)) return null;
  return safeNextPath(`${address.pathname}${address.search}`);
}

/** Signs in and goes on to `?next=`, the page the form stood in for, or the dashboard; a refusal comes back to it. */
export async function signInAction(_previous: FormState, data: FormData): Promise<FormState> {
  return publicFormAction(
    loginSchema,
    data,
    async (input, request) => {
      await passwordSignIn(request, input);
      redirect(safeNextPath(addressQuery(data, request).get("next")) ?? pageStoodFor(data, request) ?? "/dashboard");
    },
    { keep: ["email"] },
  );
}

/**
 * Creates the account (under the sign-up limits), signs this browser in and goes on (`?next=`, the upgrade page for a
 * plan, or the dashboard).
 */
export async function signUpAction(_previous: FormState, data: FormData): Promise<FormState> {
  return publicFormAction(
    registerFormSchema,
    data,
    async ({ confirmPassword: _confirm, ...input }, request) => {
      await signUp(request, input);
      const query = addressQuery(data, request);
      redirect(safeNextPath(query.get("next")) ?? afterSignUpPath(query));
    },
    { keep: ["fullName", "username", "email"] },
  );
}

/** Asks for a reset link (POST /api/auth/password-reset): the same answer whether or not an account uses the address. */
export async function requestPasswordResetAction(_previous: FormState, data: FormData): Promise<FormState> {
  return publicFormAction(
    passwordResetRequestSchema,
    data,
    async ({ email }, request) => {
      await askForPasswordReset(request, email);
      return { done: { title: "Check your inbox" }, values: { email } };
    },
    { keep: ["email"] },
  );
}

/** Sets a new password through a reset link (POST /api/auth/password-reset/confirm): every session ends. */
export async function resetPasswordAction(_previous: FormState, data: FormData): Promise<FormState> {
  return publicFormAction(passwordResetPostSchema, data, async ({ token, newPassword }, request) => {
    await resetPasswordByLink(request, { token, newPassword });
    // A page of its own: the link's page, rendered again, would only say that its link is used up.
    redirect("/reset-password/done");
  });
}
