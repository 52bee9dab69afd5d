import "server-only";
// The storage contract: bytes under an opaque key, implemented by local disk and S3-compatible storage.

export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: keys are random and new. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Deletes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** "profile-picture/3f9c…": lowercase segments, no dots, so a key can never climb out of its root. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,80}){1,3}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
