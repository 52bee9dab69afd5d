"use client";
// The audit trail's webhook, for owners and admins of an Enterprise organisation: an https address that receives
// every new event, signed (Standard Webhooks). Saving answers the signing secret once: it is shown here with a copy
// button until dismissed, never again. The status says how far delivery got and, after a failure, when it retries.
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCopyToClipboard } from "@/components/ai/use-copy-to-clipboard";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { PendingButton, SubmitRow } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { auditWebhookSchema } from "@/lib/validators/audit-trail";
import { QueryState } from "./team-ui";
import { useAuditWebhook, useRemoveAuditWebhook, useSaveAuditWebhook } from "./use-audit-trail";

/** "Mar 7, 2026, 14:05 UTC". */
const formatDateTime = (value: string) => `${formatDate(value)}, ${new Date(value).toISOString().slice(11, 16)} UTC`;

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    try {
      await copy(secret);
    } catch {
      toast.error("Copy failed", {
        description: "Your browser did not allow the clipboard: select the secret instead.",
      });
    }
  };
  return (
    <Alert variant="warning" role="status">
      <AlertTitle>Copy the signing secret now: it is shown only this once</AlertTitle>
      <AlertDescription className="grid gap-3">
        <code className="block break-all rounded-md border border-border bg-card px-3 py-2 font-mono text-xs text-foreground">
          {secret}
        </code>
        <p>
          Your receiver checks each delivery&apos;s <code>webhook-signature</code> with it (any Standard Webhooks
          library). Saving the webhook again makes a new secret.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => void onCopy()}>
            <Copy aria-hidden="true" />
            {copied ? "Copied!" : "Copy secret"}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            I have stored it
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function WebhookForm({
  orgId,
  replacing,
  onSaved,
}: {
  orgId: number;
  replacing: boolean;
  onSaved: (s: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(auditWebhookSchema), defaultValues: { url: "" } });
  const save = useSaveAuditWebhook(orgId, form);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset();
        onSaved(saved.secret);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        form={form}
        name="url"
        label="Webhook address"
        type="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://siem.example.com/hooks/quotaproof"
        hint="An https address on the public internet. New events are posted there in order, up to 100 at a time."
      />
      <SubmitRow pending={save.isPending} pendingLabel="Saving...">
        {replacing ? "Replace webhook" : "Save webhook"}
      </SubmitRow>
    </form>
  );
}

export function AuditWebhookPanel({ orgId }: { orgId: number }) {
  const status = useAuditWebhook(orgId);
  const remove = useRemoveAuditWebhook(orgId);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="mt-4 grid gap-4 border-t border-border pt-4">
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">Webhook</h3>
        <p className="text-sm text-muted-foreground">
          Sends every new event to your own system (a SIEM, an archive), signed so it can tell the events are ours.
          Failed deliveries are retried, waiting longer each time.
        </p>
      </div>
      {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
      <QueryState query={status} label="Loading the webhook">
        {(hook) => (
          <>
            {hook.configured ? (
              <div className="grid gap-3 rounded-md border border-border px-3 py-2">
                <FactList
                  className="grid gap-2 text-sm sm:grid-cols-2"
                  facts={[
                    { label: "Address", value: hook.url },
                    {
                      label: "Delivered",
                      value: hook.lastDeliveredAt
                        ? `Through event ${hook.lastDeliveredSeq} (${formatDateTime(hook.lastDeliveredAt)})`
                        : "Nothing yet",
                    },
                    {
                      label: "Waiting",
                      value: hook.waiting === 0 ? "None" : hook.waiting === 1 ? "1 event" : `${hook.waiting} events`,
                    },
                    { label: "Failed attempts in a row", value: String(hook.failures) },
                    { label: "Next attempt", value: hook.nextAttemptAt ? formatDateTime(hook.nextAttemptAt) : null },
                    { label: "Last error", value: hook.lastError },
                  ]}
                />
                <div>
                  <PendingButton
                    variant="outline"
                    size="sm"
                    pending={remove.isPending}
                    pendingLabel="Removing..."
                    onClick={() => remove.mutate()}
                  >
                    Remove webhook
                  </PendingButton>
                </div>
              </div>
            ) : (
              <p className="text-sm">No webhook is set.</p>
            )}
            <WebhookForm orgId={orgId} replacing={hook.configured} onSaved={setSecret} />
          </>
        )}
      </QueryState>
    </div>
  );
}
