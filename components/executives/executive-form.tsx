"use client";
// The executive circle form (one dialog): add an executive, or edit the one in the dialog's payload.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useEntitySave, type EntitySaveTexts } from "@/components/wizard/use-entity-save";
import { PORTFOLIO_PATHS } from "@/lib/hooks/use-portfolio";
import { executiveSchema, type ExecutiveFormValues, type ExecutiveInput } from "@/lib/validators/executive";
import { executiveFormValues } from "./executive-fields";
import { ExecutiveFormFields } from "./executive-form-fields";
import { useLinkedinPrefill } from "./use-linkedin-prefill";

const TEXTS: EntitySaveTexts = {
  created: { title: "Executive Added", description: "Executive has been added to your inner circle successfully." },
  updated: { title: "Executive Updated", description: "The executive's details have been saved." },
  createFailed: { title: "Error", description: "Failed to add executive. Please try again." },
  updateFailed: { title: "Error", description: "Failed to update executive. Please try again." },
};

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
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{executive ? "Edit Executive" : "Add Executive"}</DialogTitle>
          <DialogDescription>
            An executive who knows your work. Paste their LinkedIn URL to fill in the name.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-6" onSubmit={(event) => void submit(event)}>
          <ExecutiveFormFields form={form} onLinkedinBlur={onLinkedinBlur} />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {executive ? (pending ? "Saving..." : "Save Changes") : pending ? "Adding..." : "Add Executive"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
