"use client";
// The executive circle form (one dialog): add an executive, or edit the one in the dialog's payload.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/portfolio/dialog-context";
import { DialogActions, TitledDialog } from "@/components/ui/form-dialog";
import { entitySaveTexts } from "@/components/wizard/save-texts";
import { useEntitySave } from "@/components/wizard/use-entity-save";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { executiveSchema, type ExecutiveFormValues, type ExecutiveInput } from "@/lib/validators/executive";
import { executiveFormValues } from "./executive-fields";
import { ExecutiveFormFields } from "./executive-form-fields";
import { useLinkedinPrefill } from "./use-linkedin-prefill";

const TEXTS = entitySaveTexts({
  created: { title: "Executive Added", description: "Executive has been added to your inner circle successfully." },
  updated: { title: "Executive Updated", description: "The executive's details have been saved." },
  failedTo: { create: "add executive", update: "update executive" },
});

export function ExecutiveFormDialog() {
  const { isOpen, dialog, onOpenChange, close } = useDialog("executive");
  const executive = dialog?.executive;
  const form = useForm<ExecutiveFormValues, unknown, ExecutiveInput>({
    resolver: zodResolver(executiveSchema),
    defaultValues: executiveFormValues(executive),
  });
  const onLinkedinBlur = useLinkedinPrefill(form);
  const { submit, pending } = useEntitySave({
    path: PORTFOLIO_PATHS.executiveCircle,
    editingId: executive?.id,
    form,
    texts: TEXTS,
    onSaved: close,
  });

  return (
    <TitledDialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={executive ? "Edit Executive" : "Add Executive"}
      description="An executive who knows your work. Paste their LinkedIn URL to fill in the name."
      className="max-w-2xl"
    >
      <form noValidate className="grid gap-6" onSubmit={(event) => void submit(event)}>
        <ExecutiveFormFields form={form} onLinkedinBlur={onLinkedinBlur} />
        <DialogActions onCancel={close} lockCancel pending={pending} editing={!!executive} pendingLabel="Adding...">
          Add Executive
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
