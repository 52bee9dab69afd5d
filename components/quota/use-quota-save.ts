"use client";
// Saving the wizard: POST a new QuotaProof or PUT the edited one, the spec's toasts, and the server's
// refusals (a field's message, a period recorded twice) shown on the field that caused them.
import { toast } from "@/lib/toast";
import { setServerFieldErrors } from "@/components/achievements/server-field-errors";
import { ApiRequestError } from "@/lib/api-client";
import { PORTFOLIO_PATHS, useEntityMutations } from "@/lib/hooks/use-portfolio";
import { useRefreshSigning } from "@/lib/hooks/use-signing";
import { toastMutationError } from "@/lib/mutation-toast";
import { PRODUCT_NAME } from "@/lib/product";
import type { QuotaRecord } from "@/lib/types";
import type { QuotaRecordInput } from "@/lib/validators/quota-record";
import { QUOTA_STEP_FIELDS, quotaRequestBody, type QuotaFieldName, type QuotaForm } from "./quota-form";

const ALL_FIELDS = QUOTA_STEP_FIELDS.flat() as QuotaFieldName[];
const PENDING_DESCRIPTION = `Your ${PRODUCT_NAME} is pending verification.`;

/** A manager e-signature is pending until the manager signs the request just e-mailed (or still open). */
const pendingDescription = (values: QuotaRecordInput, editing: boolean) =>
  values.proofType === "manager_esign" && values.managerName
    ? editing
      ? `Your ${PRODUCT_NAME} is pending verification until ${values.managerName} signs.`
      : `Your ${PRODUCT_NAME} is pending verification: sent to ${values.managerName} for signature.`
    : PENDING_DESCRIPTION;

type QuotaSaveOptions = {
  form: QuotaForm;
  /** The record being edited; without it the save creates one. */
  record: QuotaRecord | undefined;
  /** The names of the fields the server refused, to show their step. */
  onFieldErrors: (names: string[]) => void;
  onSaved: () => void;
};

export function useQuotaSave({ form, record, onFieldErrors, onSaved }: QuotaSaveOptions) {
  const { create, update } = useEntityMutations<QuotaRecord>(PORTFOLIO_PATHS.quotaRecords);
  // A save may open or void a signing request: the record's signing state changes with it.
  const refreshSigning = useRefreshSigning();
  const failureTitle = record ? `Error updating ${PRODUCT_NAME}` : `Error submitting ${PRODUCT_NAME}`;

  const onError = (error: unknown, values: QuotaRecordInput) => {
    if (error instanceof ApiRequestError && error.code === "plan_limit") {
      toastMutationError(failureTitle, error.message, error);
      return;
    }
    const shown = setServerFieldErrors(error, form.setError, ALL_FIELDS);
    if (error instanceof ApiRequestError && error.status === 409) {
      // The period is already recorded: the message belongs on the period's last choice.
      const field = values.periodType === "annual" ? "year" : "quarter";
      form.setError(field, { type: "server", message: error.message });
      shown.push(field);
    }
    onFieldErrors(shown);
    toast.error(failureTitle, {
      description: error instanceof ApiRequestError ? error.message : `Failed to submit ${PRODUCT_NAME}`,
    });
  };

  const save = (values: QuotaRecordInput) => {
    const body = quotaRequestBody(values, record !== undefined);
    if (!record) {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(`${PRODUCT_NAME} submitted successfully!`, { description: pendingDescription(values, false) });
          void refreshSigning();
          onSaved();
        },
        onError: (error) => onError(error, values),
      });
      return;
    }
    update.mutate(
      { ...body, id: record.id },
      {
        onSuccess: (saved) => {
          toast.success(`${PRODUCT_NAME} updated`, {
            description: saved.isVerified ? "Your changes have been saved." : pendingDescription(values, true),
          });
          void refreshSigning();
          onSaved();
        },
        onError: (error) => onError(error, values),
      },
    );
  };

  return { save, pending: create.isPending || update.isPending };
}
