"use client";
// "Check a credential file": anyone drops or picks a credential's .json file (or pastes its JSON) and sees whether
// it verifies. The file is checked here first (size, JSON, one object): a bad one gets an inline error and is never
// sent. A good one goes, as it is, to the public verify call, and its answer shows in the same view as the page's.
import { FileJson } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  CREDENTIAL_FILE_TOO_BIG,
  MAX_CREDENTIAL_FILE_BYTES,
  credentialClaims,
  parseCredentialText,
} from "@/lib/credential-document";
import { routeUrl } from "@/lib/api/client";
import type { VerifyResult } from "@/lib/credentials";
import { VerifyResultView } from "./verify-result";

const ACCEPTED = ".json,.jsonld,application/json,application/ld+json,application/vc+ld+json";
const UNREADABLE = "This file could not be read. Choose it again, or paste its JSON below.";
const UNREACHABLE = "The check could not reach QuotaProof. Check your connection and try again.";

type Source = "file" | "paste";
type Checked = { result: VerifyResult; label: string };

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") return body.error.message;
  } catch {
    // Not our error shape: the generic message below.
  }
  return "This credential could not be checked. Try again in a moment.";
}

export function CheckCredentialFile() {
  const ids = { heading: useId(), hint: useId(), file: useId(), paste: useId(), error: useId() };
  // Only the latest check may show its answer: a slow earlier one must not overwrite it.
  const latest = useRef(0);
  const [pasted, setPasted] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ source: Source; message: string } | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);

  const check = async (text: string, source: Source, fileName?: string) => {
    const run = ++latest.current;
    setChecked(null);
    setError(null);
    const parsed = parseCredentialText(text);
    if (!parsed.ok) {
      setPending(false);
      setError({ source, message: parsed.message });
      return;
    }
    setPending(true);
    try {
      // The credential goes as the text it is (the route reads the raw body), so not through callApi.
      const response = await fetch(routeUrl("POST /api/credentials/verify"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: text,
      });
      if (!response.ok) {
        const message = await errorMessage(response);
        if (run === latest.current) setError({ source, message });
        return;
      }
      const result = (await response.json()) as VerifyResult;
      if (run !== latest.current) return;
      setChecked({ result, label: credentialClaims(parsed.json).name ?? fileName ?? "this credential" });
    } catch {
      if (run === latest.current) setError({ source, message: UNREACHABLE });
    } finally {
      if (run === latest.current) setPending(false);
    }
  };

  const checkFile = async (file: File | undefined) => {
    if (!file) return;
    // Refused before it is read: a huge file is not worth loading into the page.
    if (file.size > MAX_CREDENTIAL_FILE_BYTES) {
      latest.current++;
      setChecked(null);
      setPending(false);
      setError({ source: "file", message: CREDENTIAL_FILE_TOO_BIG });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setError({ source: "file", message: UNREADABLE });
      return;
    }
    await check(text, "file", file.name);
  };

  const submitPasted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(pasted, "paste");
  };

  const pasteError = error?.source === "paste" ? error.message : null;
  const fileError = error?.source === "file" ? error.message : null;

  return (
    <section aria-labelledby={ids.heading} className="grid gap-4" data-testid="check-credential-file">
      <div className="grid gap-1">
        <h2 id={ids.heading} className="text-lg font-semibold tracking-tight">
          Check a credential file
        </h2>
        <p className="text-sm text-muted-foreground">
          Have a QuotaProof credential as a file? Drop it here to check its signature, its issuer and whether it still
          stands. No account needed, and the file is not stored.
        </p>
      </div>
      <FileDropZone
        icon={FileJson}
        title="Drop a credential file here"
        hint="The .json file downloaded from a verify page, up to 16 KB."
        hintId={ids.hint}
        accept={ACCEPTED}
        inputLabel="Credential file"
        inputId={ids.file}
        buttonLabel="Choose file"
        describedBy={fileError ? ids.error : undefined}
        disabled={pending}
        invalid={Boolean(fileError)}
        onFile={(file) => void checkFile(file)}
      >
        {fileError ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        ) : null}
      </FileDropZone>
      <form onSubmit={submitPasted} className="grid gap-2" noValidate>
        <Label htmlFor={ids.paste}>Or paste the credential&apos;s JSON</Label>
        <Textarea
          id={ids.paste}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          spellCheck={false}
          rows={5}
          className="font-mono text-xs"
          placeholder='{ "@context": [...], "type": ["VerifiableCredential", "OpenBadgeCredential"], ... }'
          aria-invalid={pasteError ? true : undefined}
          aria-describedby={pasteError ? ids.error : undefined}
        />
        {pasteError ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
            {pasteError}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? "Checking..." : "Check credential"}
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={pending} data-testid="credential-check-result">
        {pending ? <p className="text-sm text-muted-foreground">Checking the credential...</p> : null}
        {checked ? (
          <div className="grid gap-3">
            <p className="text-sm break-words">
              Result for <span className="font-semibold">{checked.label}</span>
            </p>
            <VerifyResultView result={checked.result} headingLevel="h3" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
