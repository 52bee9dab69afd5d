import "server-only";
// Drive v3 multipart upload: the .pptx with metadata asking Drive to convert it to a Google Slides presentation.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { GoogleConfig } from "../provider";
import { providerFetch, type ProviderAnswer } from "../provider-fetch";
import { GoogleError } from "./connections";

export const SLIDES_MIME_TYPE = "application/vnd.google-apps.presentation";
/** A deck of many slides takes a while to send and convert. */
const TIMEOUT_MS = 60_000;

/** Drive refused the access token (401): refresh it and try once more. */
export class DriveUnauthorized extends GoogleError {}

const uploadedSchema = z.object({
  id: z.string().min(1),
  webViewLink: z
    .string()
    .url()
    .refine((link) => /^https?:\/\//.test(link), "webViewLink must be http(s)"),
});

export type UploadedPresentation = z.infer<typeof uploadedSchema>;

export async function uploadAsSlides(
  config: GoogleConfig,
  accessToken: string,
  file: { name: string; bytes: Uint8Array; contentType: string },
): Promise<UploadedPresentation> {
  const boundary = `quotaproof-${randomBytes(12).toString("hex")}`;
  const metadata = JSON.stringify({ name: file.name, mimeType: SLIDES_MIME_TYPE });
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(config.baseUrl);
  url.searchParams.set("uploadType", "multipart");
  url.searchParams.set("fields", "id,webViewLink");

  let answer: ProviderAnswer;
  try {
    answer = await providerFetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": `multipart/related; boundary=${boundary}` },
      body,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw new GoogleError(`Drive upload unreachable: ${(error as Error).message}`);
  }
  if (answer.status === 401) throw new DriveUnauthorized("Drive upload answered 401");
  if (!answer.ok) throw new GoogleError(`Drive upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = uploadedSchema.safeParse(answer.json ?? null);
  if (!parsed.success) throw new GoogleError("Drive upload answered an unexpected body");
  return parsed.data;
}
