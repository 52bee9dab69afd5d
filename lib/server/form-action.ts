import "server-only";
// The frame of a form's Server Action, as withErrors/withUser are for route handlers: the cross-site rule, the
// form's zod schema, the session when the form needs one, and refusals (ApiError) turned into the form's state.
// A redirect (next/navigation) thrown by the work goes through untouched.
import { headers } from "next/headers";
import type { ZodType } from "zod";
import { fieldMessages, formFields, type FormState } from "@/lib/form-state";
import { syncCredentialsAfterResponse } from "./credentials/after-response";
import type { PublicUser } from "./data/users";
import { ApiError } from "./errors";
import { isCrossSiteWrite } from "./request-origin";
import { getSession } from "./session";

/** What the work receives besides the input: the request's headers, for the client address and the audit trail. */
export type ActionRequest = { headers: Headers };

type FormOptions = {
  /** The fields echoed back after a refusal, so a page rendered without JavaScript keeps what was typed. */
  keep?: readonly string[];
};

function refusal(error: unknown, values: Record<string, string>): FormState {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  return { error: error.message, ...(error.fields ? { fields: error.fields } : {}), values };
}

/** Runs a public form's action (sign-in, sign-up): validate, do the work, or say what was wrong. */
export async function publicFormAction<S extends ZodType>(
  schema: S,
  data: FormData,
  work: (input: S["_output"], request: ActionRequest) => Promise<FormState | void>,
  options: FormOptions = {},
): Promise<FormState> {
  const raw = formFields(data);
  const values = Object.fromEntries((options.keep ?? []).flatMap((key) => (key in raw ? [[key, raw[key]!]] : [])));
  const request = { headers: await headers() };
  // Next refuses an action whose Origin is not this host; the API's own rule is kept on top (Sec-Fetch-Site).
  if (isCrossSiteWrite({ method: "POST", headers: request.headers })) {
    return { error: "Cross-site requests are not allowed", values };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    return { error: Object.values(fields)[0] ?? "Please check the form and try again", fields, values };
  }
  try {
    return (await work(parsed.data, request)) ?? {};
  } catch (error) {
    return refusal(error, values);
  } finally {
    // A form that wrote (a settings change: the rep's name) may change what credentials say: in line after the answer.
    syncCredentialsAfterResponse();
  }
}

/** Runs a signed-in form's action (the settings): as publicFormAction, after the session check. */
export async function userFormAction<S extends ZodType>(
  schema: S,
  data: FormData,
  work: (
    input: S["_output"],
    ctx: { user: PublicUser; sessionId: number; request: ActionRequest },
  ) => Promise<FormState | void>,
  options: FormOptions = {},
): Promise<FormState> {
  return publicFormAction(
    schema,
    data,
    async (input, request) => {
      const session = await getSession();
      if (!session) throw new ApiError("unauthorized", "Please sign in to continue");
      return work(input, { ...session, request });
    },
    options,
  );
}
