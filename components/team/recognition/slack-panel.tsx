"use client";
// The organisation's Slack channel for announcements, for owners and admins: a Slack incoming webhook. The URL is
// the credential, so it is never shown back: only its last four characters.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PendingButton, SubmitRow } from "@/components/ui/pending-button";
import { TextField } from "@/components/wizard/text-field";
import { formatDate } from "@/lib/format";
import { slackWebhookProblem } from "@/lib/slack-webhook";
import { slackWebhookSchema } from "@/lib/validators/recognition-social";
import { QueryState } from "../team-ui";
import { useRemoveSlack, useSaveSlack, useSlackStatus } from "./use-recognition-api";

function WebhookForm({ orgId, replacing }: { orgId: number; replacing: boolean }) {
  const form = useForm({ resolver: zodResolver(slackWebhookSchema), defaultValues: { webhookUrl: "" } });
  const save = useSaveSlack(orgId, form);
  const onSubmit = form.handleSubmit((values) => {
    // The server accepts Slack's own host only: say so before sending anything else.
    const problem = slackWebhookProblem(values.webhookUrl);
    if (problem) {
      form.setError("webhookUrl", { type: "validate", message: problem });
      return;
    }
    save.mutate(values, { onSuccess: () => form.reset() });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        form={form}
        name="webhookUrl"
        label="Webhook URL"
        type="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://hooks.slack.com/services/…"
        hint="In Slack: create an app, turn on Incoming Webhooks, add one to a channel and copy its URL."
      />
      <SubmitRow pending={save.isPending} pendingLabel="Saving...">
        {replacing ? "Replace webhook" : "Connect Slack"}
      </SubmitRow>
    </form>
  );
}

export function SlackPanel({ orgId }: { orgId: number }) {
  const status = useSlackStatus(orgId);
  const remove = useRemoveSlack(orgId);
  return (
    <QueryState query={status} label="Loading the Slack connection">
      {(slack) => (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Posts the announcements of rules that announce to one Slack channel, one message per run.
          </p>
          {slack.configured ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium">Connected, ends in …{slack.last4}</span>
                <span className="text-muted-foreground">
                  Added {slack.addedBy ? `by ${slack.addedBy.name} ` : ""}on {formatDate(slack.createdAt)}
                </span>
              </div>
              <PendingButton
                variant="outline"
                size="sm"
                pending={remove.isPending}
                pendingLabel="Disconnecting..."
                onClick={() => remove.mutate()}
              >
                Disconnect Slack
              </PendingButton>
            </div>
          ) : (
            <p className="text-sm">Slack is not connected.</p>
          )}
          <WebhookForm orgId={orgId} replacing={slack.configured} />
        </div>
      )}
    </QueryState>
  );
}
