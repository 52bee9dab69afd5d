"use client";
// Thanking a colleague: choose them from the organisation's members, write a few words. A refusal shows where it
// belongs: under its field (yourself, a message too long) or above the form (too many kudos for now: 429).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { FormErrorAlert, FormField, fieldErrorProps } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextAreaField, useFieldError } from "@/components/wizard/text-field";
import { applyServerErrors, ApiRequestError } from "@/lib/api-client";
import { KUDOS_MESSAGE_MAX, kudosSchema } from "@/lib/validators/recognition-social";
import type { Member } from "../types";
import { useSendKudos } from "./use-recognition-api";

type KudosDialogProps = { orgId: number; me: number; members: Member[]; open: boolean; onClose: () => void };

function KudosForm({ orgId, me, members, onClose }: Omit<KudosDialogProps, "open">) {
  const form = useForm({
    resolver: zodResolver(kudosSchema),
    defaultValues: { toUserId: undefined as unknown as number, message: "" },
  });
  const send = useSendKudos(orgId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const colleagueError = useFieldError(form, "toUserId");
  const colleagues = members.filter((m) => m.userId !== me);
  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    send.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (applyServerErrors(form, error, ["toUserId", "message"]).length > 0) return;
        setRefusal(error instanceof ApiRequestError ? error.message : "Kudos not sent. Please try again.");
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormErrorAlert message={refusal} />
      <FormField id="kudos-colleague" label="Colleague" error={colleagueError}>
        <NativeSelect
          id="kudos-colleague"
          {...fieldErrorProps("kudos-colleague", colleagueError)}
          {...form.register("toUserId", { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
        >
          <option value="">Choose a colleague</option>
          {colleagues.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.fullName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TextAreaField
        form={form}
        name="message"
        label="Message"
        hint={`Up to ${KUDOS_MESSAGE_MAX} characters. Everyone in the organisation sees it in the feed.`}
        maxLength={KUDOS_MESSAGE_MAX}
      />
      <DialogActions onCancel={onClose} pending={send.isPending} pendingLabel="Sending...">
        Send kudos
      </DialogActions>
    </form>
  );
}

export function KudosDialog({ open, ...props }: KudosDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : props.onClose())}
      title="Send kudos"
      description="Thank a colleague. They choose whether it shows on their book."
    >
      {open ? <KudosForm {...props} /> : null}
    </TitledDialog>
  );
}
