// Uploads a proof file with XMLHttpRequest, whose upload events report real progress (fetch has none).
import { ApiRequestError } from "./api-client";
import { routeUrl } from "./api/client";
import { PROOF_MAX_BYTES, PROOF_TOO_LARGE, type ProofPurpose, type UploadedProof } from "./proof-files";

export type UploadProgress = { loaded: number; total: number; percent: number };

function errorFrom(xhr: XMLHttpRequest): ApiRequestError {
  try {
    const body = JSON.parse(xhr.responseText) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    if (body.error?.message)
      return new ApiRequestError(xhr.status, body.error.message, body.error.code, body.error.fields);
  } catch {
    // not our JSON error body
  }
  return new ApiRequestError(xhr.status, `${xhr.status}: ${xhr.statusText || "Upload failed"}`);
}

/** POSTs the file to the proofs route; `onProgress` follows the bytes sent. Resolves with the stored file. */
export function uploadProof(
  file: File,
  purpose: ProofPurpose,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedProof> {
  if (file.size > PROOF_MAX_BYTES) return Promise.reject(new ApiRequestError(413, PROOF_TOO_LARGE, "too_large"));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // XMLHttpRequest rather than callUpload: only it reports upload progress.
    xhr.open("POST", routeUrl("POST /api/proofs"));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    });
    xhr.addEventListener("load", () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedProof);
        } catch {
          reject(new ApiRequestError(xhr.status, "Upload failed"));
        }
      } else {
        reject(errorFrom(xhr));
      }
    });
    xhr.addEventListener("error", () =>
      reject(new ApiRequestError(0, "Network error: the upload did not reach the server")),
    );
    xhr.addEventListener("abort", () => reject(new DOMException("Upload canceled", "AbortError")));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("purpose", purpose);
    body.append("file", file);
    xhr.send(body);
  });
}
