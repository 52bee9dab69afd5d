"use client";
// One rep's card, opened from the results (the rep sees that the organisation looked), and contacting them through
// the product: the message is e-mailed to the rep, who decides whether the recruiter gets their address.
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SubmitRow } from "@/components/ui/pending-button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, applyServerErrors } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { talentContactSchema } from "@/lib/validators/talent";
import { TextAreaField } from "@/components/wizard/text-field";
import { TalentCard } from "./talent-card";
import { useContactRep, useTalentCard } from "./use-talent-search";

type ContactValues = z.input<typeof talentContactSchema>;

function ContactForm({ orgId, profileId, onSent }: { orgId: number; profileId: string; onSent: () => void }) {
  const form = useForm<ContactValues, unknown, z.output<typeof talentContactSchema>>({
    resolver: zodResolver(talentContactSchema),
    defaultValues: { message: "" },
  });
  const contact = useContactRep(orgId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ message }) => {
    setRefusal(null);
    try {
      await contact.mutateAsync({ profileId, message });
      toast.success("Request sent", {
        description: "The rep decides whether to share their address. You will see it under Your requests.",
      });
      onSent();
    } catch (failure) {
      if (applyServerErrors(form, failure, ["message"]).length) return;
      // Already waiting (409), too many today (429), no longer visible (404): the API says which, in words.
      setRefusal(failure instanceof ApiRequestError ? failure.message : "The request was not sent. Please try again.");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 border-t border-border pt-4">
      {refusal ? (
        <Alert variant="destructive">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <TextAreaField
        form={form}
        name="message"
        label="Message"
        hint="Say who you are and the role. Leave out addresses and links: the rep gets yours if they accept."
        rows={5}
      />
      <SubmitRow pending={contact.isPending} pendingLabel="Sending...">
        <Send aria-hidden="true" />
        Send request
      </SubmitRow>
    </form>
  );
}

type CardDialogProps = { orgId: number; profileId: string | null; onClose: () => void };

export function CardDialog({ orgId, profileId, onClose }: CardDialogProps) {
  const card = useTalentCard(orgId, profileId);
  const [contacting, setContacting] = useState(false);
  const close = () => {
    setContacting(false);
    onClose();
  };
  return (
    <Dialog open={profileId !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Rep profile</DialogTitle>
          <DialogDescription>
            Verified facts only: the rep&apos;s name and address stay private until they accept a request.
          </DialogDescription>
        </DialogHeader>
        {card.isPending ? (
          <Spinner label="Loading the card" />
        ) : card.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {card.error instanceof ApiRequestError && card.error.status === 404
                ? "This rep is no longer listed, or does not let your organisation see them."
                : card.error.message}
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <TalentCard card={card.data} className="border-0 p-0 shadow-none sm:p-0" />
            {contacting && profileId ? (
              <ContactForm orgId={orgId} profileId={profileId} onSent={close} />
            ) : (
              <div className="flex justify-end">
                <Button onClick={() => setContacting(true)}>Contact</Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
