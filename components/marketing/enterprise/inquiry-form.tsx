"use client";
// "Contact Enterprise Sales": name, company, work e-mail, seats and a message, checked with the server's schema and
// sent to the enterprise inquiries route; on success the form gives way to a thank-you note.
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import {
  enterpriseInquirySchema,
  INQUIRY_MESSAGE_MAX,
  type EnterpriseInquiryFormValues,
  type EnterpriseInquiryInput,
} from "@/lib/validators/billing";

type TextField = { name: "name" | "company" | "email" | "seats"; label: string; type: string; autoComplete: string };
const FIELDS: TextField[] = [
  { name: "name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "company", label: "Company", type: "text", autoComplete: "organization" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email" },
  { name: "seats", label: "Number of sellers", type: "number", autoComplete: "off" },
];

export function EnterpriseInquiryForm() {
  const form = useForm<EnterpriseInquiryFormValues, unknown, EnterpriseInquiryInput>({
    resolver: zodResolver(enterpriseInquirySchema),
    defaultValues: { name: "", company: "", email: "", seats: "", message: "" },
  });
  // The marketing pages carry no query client or toaster: a plain request, its outcome shown in the form.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (input: EnterpriseInquiryInput) => {
    setFailure(null);
    try {
      await callApi("POST /api/enterprise/inquiries", { body: input });
      setSentTo(input.email);
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      setFailure(error instanceof Error ? error.message : "Could not send your inquiry. Please try again.");
    }
  };
  if (sentTo) {
    return (
      <Alert role="status" variant="success">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Thank you: your inquiry is on its way</AlertTitle>
        <AlertDescription className="text-foreground">
          Our sales team will reply to {sentTo} within one business day.
        </AlertDescription>
      </Alert>
    );
  }
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(send)}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `inquiry-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <FormField key={field.name} id={id} label={field.label} error={error}>
              <Input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                {...(field.type === "number" ? { min: 1, inputMode: "numeric" as const } : {})}
                {...fieldErrorProps(id, error)}
                {...form.register(field.name)}
              />
            </FormField>
          );
        })}
      </div>
      <FormField id="inquiry-message" label="What are you looking for? (optional)" error={errors.message?.message}>
        <Textarea
          id="inquiry-message"
          rows={4}
          maxLength={INQUIRY_MESSAGE_MAX}
          {...fieldErrorProps("inquiry-message", errors.message?.message)}
          {...form.register("message")}
        />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Inquiry not sent</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="justify-self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending..." : "Contact Enterprise Sales"}
      </Button>
    </form>
  );
}
