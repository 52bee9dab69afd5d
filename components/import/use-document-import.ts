"use client";
// The two calls of the smart import, each with its toasts: upload → "Document
// Processed" / "Upload Failed", import → "Import Successful" / "Import Failed", then the five lists refresh.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ApiRequestError } from "@/lib/api-client";
import { callApi, callUpload } from "@/lib/api/client";
import { PORTFOLIO_LISTS, portfolioKeys } from "@/lib/api/keys";
import type { ImportRequestBody, ImportResult, UploadResult } from "@/lib/validators/import";

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** The server's message when it sent one (spec: "with the server message or ..."), else the fallback. */
const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;

export function useDocumentUpload(onProcessed: (result: UploadResult) => void) {
  return useMutation({
    mutationFn: ({ file, userId }: { file: File; userId: number }) => {
      const form = new FormData();
      form.append("document", file);
      form.append("userId", String(userId));
      return callUpload("POST /api/documents/upload", { body: form });
    },
    onSuccess: (result) => {
      toast.success("Document Processed", { description: `Found ${items(result.totalItems)} in ${result.filename}` });
      onProcessed(result);
    },
    onError: (error) => toast.error("Upload Failed", { description: serverMessage(error, "Upload failed") }),
  });
}

const IMPORTED_LISTS = [
  ...Object.values(PORTFOLIO_LISTS).map((list) => portfolioKeys.list(list.path)),
  portfolioKeys.aboutMe(),
];

export function useItemsImport(onImported: (result: ImportResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequestBody) => callApi("POST /api/documents/import", { body }),
    onSuccess: (result) => {
      toast.success("Import Successful", { description: `Imported ${items(result.totalImported)} to your brag book` });
      for (const queryKey of IMPORTED_LISTS) void queryClient.invalidateQueries({ queryKey });
      onImported(result);
    },
    onError: (error) => toast.error("Import Failed", { description: serverMessage(error, "Import failed") }),
  });
}
