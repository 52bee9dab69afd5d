// The one kind of OpenAI call the app makes, shared by the AI writer and the smart import's OpenAI pass: a Chat
// Completions request through the official SDK with a strict JSON schema (Structured Outputs), whose answer must
// then pass a zod schema. Any OpenAI-compatible endpoint works through the base URL. Every failure throws the
// caller's error class with a reason meant for the log, never for users.
// No "server-only" import here: the import pass uses this file, and bench scripts load that with plain tsx.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";

export type OpenAiConfig = {
  apiKey: string;
  /** e.g. https://api.openai.com/v1: the SDK posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** For the whole exchange, the answer's body included. */
  timeoutMs: number;
};

/** The caller's own error class: the writer and the import report failures under different names. */
export type FailureClass = new (message: string, options?: { cause?: unknown }) => Error;

export type StructuredRequest<T> = {
  messages: ChatCompletionMessageParam[];
  /** The response format's name, e.g. "achievement_enhancement". */
  schemaName: string;
  /** A strict JSON schema: every property required, nothing else allowed. */
  jsonSchema: Record<string, unknown>;
  /** What the model's JSON must pass to count as an answer. */
  result: z.ZodType<T>;
};

/** The part of a completion read here; a compatible endpoint may send anything, so it is checked. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

function openAiClient(config: OpenAiConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl.replace(/\/+$/, ""),
    // Only what lib/env.ts validated: no organization, project or admin key read from the environment on the side.
    organization: null,
    project: null,
    adminAPIKey: null,
    timeout: config.timeoutMs,
    // A single attempt: the writer reports a failure at once and the import keeps its built-in result, each
    // within its time budget.
    maxRetries: 0,
  });
}

/** The text after "<status> " in the SDK's message for an error status: the body, when it was not JSON. */
function statusDetail(error: APIError): string {
  const body = error.error as { message?: unknown } | null | undefined;
  if (typeof body?.message === "string") return body.message;
  const text = error.message.replace(/^\d{3} /, "");
  return text === "status code (no body)" ? "" : text;
}

/** Why the request gave no completion, in words for the log. */
function failureReason(error: unknown, timeoutMs: number, signal: AbortSignal): string {
  if (signal.aborted || error instanceof APIConnectionTimeoutError)
    return `OpenAI did not answer within ${timeoutMs} ms`;
  if (error instanceof APIConnectionError) {
    // The SDK's own message is a generic "Connection error."; fetch's error and its code say more.
    const cause = (error.cause ?? error) as { message?: unknown; cause?: { code?: unknown } };
    const code = typeof cause.cause?.code === "string" ? ` (${cause.cause.code})` : "";
    return `OpenAI could not be reached: ${typeof cause.message === "string" ? cause.message : error.message}${code}`;
  }
  if (error instanceof APIError && error.status !== undefined) {
    const detail = statusDetail(error).slice(0, 300);
    return `OpenAI answered ${error.status}${detail ? `: ${detail}` : ""}`;
  }
  // By name, not instanceof: the body's JSON error comes from fetch, which may belong to another realm.
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === "SyntaxError") return "OpenAI answered with a body that is not JSON";
  return `OpenAI could not be reached: ${typeof message === "string" ? message : String(error)}`;
}

/** The message content of the first choice, or why there is none. */
function firstChoiceContent(body: unknown, Failure: FailureClass): string {
  // The SDK hands back the text as it came when the answer is not labelled JSON.
  if (typeof body === "string") throw new Failure("OpenAI answered with a body that is not JSON");
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new Failure("OpenAI's answer has no choices");
  const choice = completion.data.choices[0]!;
  if (choice.message.refusal) throw new Failure(`OpenAI refused: ${choice.message.refusal.slice(0, 300)}`);
  if (choice.finish_reason === "length") throw new Failure("OpenAI's answer was cut off (length limit)");
  if (!choice.message.content) throw new Failure("OpenAI's answer is empty");
  return choice.message.content;
}

/** One Chat Completions call whose answer is JSON in the given schema, validated; failures throw `Failure`. */
export async function completeWithSchema<T>(
  request: StructuredRequest<T>,
  config: OpenAiConfig,
  Failure: FailureClass,
): Promise<T> {
  // The SDK's timeout ends when the answer's headers arrive; this signal also stops a body that stalls halfway.
  const signal = AbortSignal.timeout(config.timeoutMs);
  let body: unknown;
  try {
    body = await openAiClient(config).chat.completions.create(
      {
        model: config.model,
        messages: request.messages,
        response_format: {
          type: "json_schema",
          json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
        },
      },
      { signal },
    );
  } catch (error) {
    // An error status is told in full by the reason; any other failure keeps the underlying error as its cause.
    const answered = error instanceof APIError && error.status !== undefined;
    throw new Failure(failureReason(error, config.timeoutMs, signal), answered ? undefined : { cause: error });
  }

  const content = firstChoiceContent(body, Failure);
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    throw new Failure("OpenAI answered with content that is not JSON", { cause: error });
  }
  const parsed = request.result.safeParse(value);
  if (!parsed.success) {
    throw new Failure(`OpenAI's answer does not have the expected shape: ${parsed.error.message.slice(0, 500)}`);
  }
  return parsed.data;
}
