// The rule for new passwords (sign-up, change, reset): at least 12 characters, and not easy to guess as zxcvbn-ts
// judges it (common passwords, words, names, keyboard patterns, the person's own names and address). Existing
// passwords are never re-judged: signing in only needs the one that was set. The dictionaries are large: only the
// forms that set a password load this module.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's score runs 0-4; 3 is "safely unguessable" against an online attack with throttling or better. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`;

let factory: ZxcvbnFactory | undefined;
function strengthChecker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return factory;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why a new password is refused, or null when it is fine. `userInputs`: the person's e-mail, username and name. */
export function newPasswordIssue(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  const result = strengthChecker().check(password, userInputs.filter(Boolean));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess: ${lowerFirst(advice || "Add another word or two that are less common.")}`;
}

/** The words of a person a password should not be made of: the address (and its local part), username, name. */
export function passwordUserInputs(person: {
  email?: string | null;
  username?: string | null;
  fullName?: string | null;
}) {
  const email = person.email?.trim().toLowerCase() ?? "";
  return [
    email,
    email.split("@")[0] ?? "",
    person.username ?? "",
    person.fullName ?? "",
    ...(person.fullName ?? "").split(/\s+/),
  ]
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
}

/** A new password on its own (the reset form, where the person's names are not part of the input). */
export const newPasswordSchema = z.string({ error: "Password is required" }).superRefine((password, ctx) => {
  const issue = newPasswordIssue(password);
  if (issue) ctx.addIssue({ code: "custom", message: issue });
});

/** The length rule alone, for forms that judge strength with the person's own words in a refinement of their own. */
export const newPasswordLength = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
