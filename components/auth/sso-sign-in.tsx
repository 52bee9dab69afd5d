"use client";
// Single sign-on on the sign-in form: once the typed address's domain is known to sign in through its organisation's
// identity provider (GET /api/auth/sso, asked once per domain after a pause in typing), "Continue with SSO" starts the
// sign-in there (POST /api/auth/sso/start) and sends the browser to it. A sign-in that came back refused lands on the
// sign-in page with `?sso_error=<code>`, said here in words.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { PendingButton } from "@/components/ui/pending-button";
import { ApiRequestError } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import { SSO_BUTTON_LABEL, SSO_ERROR_MESSAGES, ssoLookupSchema, type SsoErrorCode } from "@/lib/validators/sso";

const LOOKUP_DELAY_MS = 350;

/** Whether the address's domain has single sign-on (false until a lookup for this domain said so). */
export function useSsoAvailable(email: string): boolean {
  const parsed = ssoLookupSchema.safeParse({ email });
  const address = parsed.success ? parsed.data.email : null;
  const domain = address?.split("@")[1] ?? null;
  const [known, setKnown] = useState<Record<string, boolean>>({});
  const latest = useRef(address);
  useEffect(() => {
    latest.current = address;
  });
  useEffect(() => {
    if (!domain || domain in known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const probe = latest.current;
      if (!probe) return;
      callApi("GET /api/auth/sso", { query: { email: probe }, signal: controller.signal })
        .then(({ sso }) => setKnown((before) => ({ ...before, [domain]: sso })))
        .catch(() => undefined);
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain, known]);
  return domain !== null && known[domain] === true;
}

const noSubscription = () => () => undefined;

/** The refusal a single sign-on came back with (`?sso_error=`), in words; null without one. */
export function useSsoErrorMessage(): string | null {
  const code = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("sso_error"),
    () => null,
  );
  return code && code in SSO_ERROR_MESSAGES ? SSO_ERROR_MESSAGES[code as SsoErrorCode] : null;
}

/** The page to go on to after signing in: `?next=`, or the page the form stands in for (not the sign-in pages). */
function nextPath(): string | undefined {
  const next = new URLSearchParams(window.location.search).get("next");
  if (next) return next;
  const { pathname, search } = window.location;
  return ["/", "/login", "/register"].includes(pathname) ? undefined : `${pathname}${search}`;
}

export function ContinueWithSso({ email }: { email: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { url } = await callApi("POST /api/auth/sso/start", { body: { email, next: nextPath() } });
      window.location.assign(url);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : SSO_ERROR_MESSAGES.failed);
      setPending(false);
    }
  };
  return (
    <div className="grid w-full gap-2">
      <PendingButton
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel="Opening your identity provider..."
        onClick={() => void start()}
      >
        {SSO_BUTTON_LABEL}
      </PendingButton>
      {error ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
