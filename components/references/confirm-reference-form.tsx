"use client";
// The reference's answer: the testimonial as they want it shown, then Confirm; the server decides.
import { useState, type FormEvent } from "react";
import { BadgeCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import { confirmReferenceSchema, REFERENCE_TESTIMONIAL_MAX } from "@/lib/validators/reference-confirmation";

const FIELD_ID = "reference-testimonial";

export function ConfirmReferenceForm({
  token,
  repName,
  testimonial,
}: {
  token: string;
  repName: string;
  testimonial: string;
}) {
  const [text, setText] = useState(testimonial);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmReferenceSchema.safeParse({ testimonial: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(null);
    setPending(true);
    try {
      await callApi("POST /api/reference-confirmations/[token]", {
        params: { token },
        body: { testimonial: text },
      });
      setConfirmed(true);
    } catch (e) {
      if (e instanceof ApiRequestError && e.fields?.testimonial) setError(e.fields.testimonial);
      setFailure(e instanceof Error ? e.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  };

  if (confirmed) {
    return (
      <Alert role="status">
        <BadgeCheck aria-hidden="true" />
        <AlertTitle>Reference confirmed</AlertTitle>
        <AlertDescription>
          Thank you. {repName}&apos;s portfolio now shows you as a verified reference.
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        id={FIELD_ID}
        label="Testimonial (optional)"
        error={error}
        hint="Shown with your name on the portfolio."
      >
        <Textarea
          id={FIELD_ID}
          rows={5}
          maxLength={REFERENCE_TESTIMONIAL_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...fieldErrorProps(FIELD_ID, error)}
        />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Confirming..." : `Confirm I worked with ${repName}`}
      </Button>
    </form>
  );
}
