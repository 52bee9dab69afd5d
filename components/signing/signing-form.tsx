"use client";
// The manager's answer: sign (typed full name and consent) or decline with a reason; the server decides.
import { useState, type FormEvent } from "react";
import { BadgeCheck, CircleX } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { signSchema, declineSchema } from "@/lib/validators/signing";

type Outcome = { kind: "signed"; at: string } | { kind: "declined" };

export function SigningForm({ token, repName, managerName }: { token: string; repName: string; managerName: string }) {
  const [fullName, setFullName] = useState("");
  const [title, setTitle] = useState("");
  const [consent, setConsent] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<"sign" | "decline" | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (answer: () => Promise<Outcome>, kind: "sign" | "decline") => {
    setPending(kind);
    setFailure(null);
    try {
      setOutcome(await answer());
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      setFailure(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setPending(null);
    }
  };

  const sign = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signSchema.safeParse({ fullName, title, consent });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const body = parsed.data;
    void run(async () => {
      const { signedAt } = await callApi("POST /api/sign/[token]/sign", { params: { token }, body });
      return { kind: "signed", at: String(signedAt) };
    }, "sign");
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    const parsed = declineSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors({ reason: parsed.error.issues[0]?.message ?? "Please give a reason" });
      return;
    }
    setErrors({});
    const body = parsed.data;
    void run(async () => {
      await callApi("POST /api/sign/[token]/decline", { params: { token }, body });
      return { kind: "declined" };
    }, "decline");
  };

  if (outcome?.kind === "signed") {
    return (
      <Alert role="status">
        <BadgeCheck aria-hidden="true" />
        <AlertTitle>E-signature received!</AlertTitle>
        <AlertDescription>
          Thank you. You confirmed {repName}&apos;s figures on {formatDate(outcome.at)}; they have been notified.
        </AlertDescription>
      </Alert>
    );
  }
  if (outcome?.kind === "declined") {
    return (
      <Alert role="status">
        <CircleX aria-hidden="true" />
        <AlertTitle>Request declined</AlertTitle>
        <AlertDescription>Thank you. {repName} has been told you declined, with your reason.</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="grid gap-6">
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={sign}
        className="grid gap-4 rounded-lg border border-border p-4"
        aria-labelledby="sign-title"
      >
        <h2 id="sign-title" className="font-semibold">
          Sign
        </h2>
        <FormField
          id="signer-name"
          label="Your full name"
          error={errors.fullName}
          hint={`As on the request: ${managerName}`}
        >
          <Input
            id="signer-name"
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            {...fieldErrorProps("signer-name", errors.fullName)}
          />
        </FormField>
        <FormField
          id="signer-title"
          label="Your job title (optional)"
          error={errors.title}
          hint="Shown beside your name where the rep shares these figures"
        >
          <Input
            id="signer-title"
            autoComplete="organization-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            {...fieldErrorProps("signer-title", errors.title)}
          />
        </FormField>
        <div className="grid gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              {...fieldErrorProps("consent", errors.consent)}
            />
            <span>
              I confirm that I was {repName}&apos;s manager for this period and that the figures above are accurate. I
              agree to sign electronically.
            </span>
          </label>
          {errors.consent ? (
            <p id="consent-error" className="text-sm text-destructive">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={pending !== null}>
          {pending === "sign" ? "Signing..." : "Sign and confirm"}
        </Button>
      </form>
      <form
        noValidate
        onSubmit={decline}
        className="grid gap-4 rounded-lg border border-border p-4"
        aria-labelledby="decline-title"
      >
        <h2 id="decline-title" className="font-semibold">
          Decline
        </h2>
        <FormField id="decline-reason" label="Reason" error={errors.reason}>
          <Textarea
            id="decline-reason"
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            {...fieldErrorProps("decline-reason", errors.reason)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={pending !== null}>
          {pending === "decline" ? "Declining..." : "Decline"}
        </Button>
      </form>
    </div>
  );
}
