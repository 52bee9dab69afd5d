// What /login and /register show after a form posted without JavaScript failed: the route redirects back with a
// code (never free text in the URL), the proxy serves that code's prerendered page (/login/error/<code>), which
// renders the message. Shared by the routes, the proxy and the pages.

export const AUTH_FORM_ERRORS = {
  credentials: "Invalid email or password",
  throttled: "Too many failed sign-in attempts. Please wait a little and try again.",
  email_taken: "An account with this email already exists",
  username_taken: "This username is already taken",
  fullName: "Full name is required",
  username: "Username must be 3-30 letters, numbers, dots, dashes or underscores",
  email: "Please enter a valid email address",
  password: "Choose a password of at least 12 characters that is hard to guess",
  confirmPassword: "Passwords do not match",
  invalid: "Please check the form and try again",
} as const;

export type AuthFormError = keyof typeof AUTH_FORM_ERRORS;

const AUTH_FORM_ERROR_CODES = Object.keys(AUTH_FORM_ERRORS) as AuthFormError[];

/** The error pages' static params: one prerendered sign-in or sign-up page per code. */
export function authFormErrorParams(): { code: AuthFormError }[] {
  return AUTH_FORM_ERROR_CODES.map((code) => ({ code }));
}

export function isAuthFormError(code: string | null | undefined): code is AuthFormError {
  return typeof code === "string" && Object.hasOwn(AUTH_FORM_ERRORS, code);
}

/** The message for a `?error=` code, or undefined for anything else. */
export function authFormErrorMessage(code: string | string[] | undefined): string | undefined {
  return typeof code === "string" && isAuthFormError(code) ? AUTH_FORM_ERRORS[code] : undefined;
}
