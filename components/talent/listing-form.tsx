"use client";
// The rep's listing: off by default; turning it on shows the consent notice and needs its box ticked. The words
// typed here are all a recruiter reads besides the verified facts, so the server refuses any that would identify the
// rep (their name, an employer, an address or link) and the refusal shows under the field that holds them.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { SubmitRow } from "@/components/ui/pending-button";
import { SwitchField } from "@/components/wizard/switch-field";
import { TextField } from "@/components/wizard/text-field";
import { applyServerErrors } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toastMutationError } from "@/lib/mutation-toast";
import {
  TALENT_SEGMENT_LABELS,
  TALENT_SEGMENTS,
  TALENT_WORK_MODE_LABELS,
  TALENT_WORK_MODES,
  type TalentSegment,
  type TalentWorkMode,
} from "@/lib/talent";
import { toast } from "@/lib/toast";
import { talentProfileSchema } from "@/lib/validators/talent";
import { CheckboxGroupField } from "@/components/wizard/checkbox-group-field";
import { ListFormField } from "@/components/wizard/list-form-field";
import type { TalentProfileView } from "./types";
import { useSaveTalentProfile } from "./use-talent-api";

/** The form's values: the schema's input, with the lists typed as the fields hold them. */
type Values = {
  listed: boolean;
  consent?: boolean;
  headline: string;
  location: string;
  segments: TalentSegment[];
  openTo: string[];
  workModes: TalentWorkMode[];
  blockedDomains: string[];
};
type Output = z.output<typeof talentProfileSchema>;

const FIELDS = [
  "listed",
  "consent",
  "headline",
  "location",
  "segments",
  "openTo",
  "workModes",
  "blockedDomains",
] as const;

/** The listing's own words, each with what it may say. */
const TEXT_FIELDS = [
  {
    name: "headline",
    label: "Headline",
    hint: "Your kind of role, without your name or employer: they stay private until you accept a request.",
    placeholder: "e.g. Enterprise AE, fintech, new logos",
  },
  { name: "location", label: "Location", hint: "A city or region.", placeholder: "e.g. Lisbon or Remote, EU" },
] as const;

/** The listing's lists of choices (checkbox groups laid out inline). */
const CHOICE_GROUPS = {
  segments: {
    name: "segments",
    id: "talent-segments",
    legend: "Segments you sell to",
    options: TALENT_SEGMENTS,
    labels: TALENT_SEGMENT_LABELS,
  },
  workModes: {
    name: "workModes",
    id: "talent-work-modes",
    legend: "Work modes",
    options: TALENT_WORK_MODES,
    labels: TALENT_WORK_MODE_LABELS,
  },
} as const;

function valuesOf(profile: TalentProfileView): Values {
  return {
    listed: profile.listed,
    consent: false,
    headline: profile.headline ?? "",
    location: profile.location ?? "",
    segments: profile.segments as TalentSegment[],
    openTo: profile.openTo,
    workModes: profile.workModes as TalentWorkMode[],
    blockedDomains: profile.blockedDomains,
  };
}

/** A list field's error: about the whole list, or about one of its entries (e.g. "blockedDomains.1"). */
export function ListingForm({ profile }: { profile: TalentProfileView }) {
  const form = useForm<Values, unknown, Output>({
    // The schema types its lists' entries loosely (unknown in, string out); the fields hold them typed.
    resolver: zodResolver(talentProfileSchema as unknown as z.ZodType<Output, Values>),
    defaultValues: valuesOf(profile),
  });
  const save = useSaveTalentProfile();
  const { errors } = form.formState;
  const listed = useWatch({ control: form.control, name: "listed" });
  // The notice is agreed to once per version: turning the listing on, or staying on after the notice changed.
  const needsConsent = !profile.listed || profile.consent.version !== profile.consent.currentVersion;
  const showNotice = listed && needsConsent;
  const leaving = profile.listed && !listed;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, consent: values.listed && needsConsent ? values.consent === true : undefined };
    try {
      const saved = await save.mutateAsync(body);
      form.reset(valuesOf(saved));
      if (saved.listed) {
        toast.success(profile.listed ? "Listing saved" : "You are listed", {
          description: "Recruiters in Enterprise organisations can find you by your verified facts.",
        });
      } else {
        toast.success(profile.listed ? "You are no longer listed" : "Listing saved", {
          description: "No recruiter can find you or open your card.",
        });
      }
    } catch (error) {
      if (applyServerErrors(form, error, FIELDS).length === 0) {
        toastMutationError("Listing not saved", "Something went wrong. Please try again.", error, {
          serverMessages: true,
          upgradePrompt: false,
        });
      }
    }
  });

  const consentError = errors.consent?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p role="status" className="text-sm">
        {profile.listed ? (
          <>
            <strong>You are listed.</strong>{" "}
            {profile.consent.at
              ? `You agreed to the notice (version ${profile.consent.version}) on ${formatDate(profile.consent.at)}.`
              : null}
          </>
        ) : (
          <>
            <strong>You are not listed.</strong> Recruiters cannot find you.
          </>
        )}
      </p>
      <SwitchField
        form={form}
        name="listed"
        label="List me in the talent network"
        hint="Turning this off takes effect at once: as soon as you save, you leave every search and no recruiter can open your card."
        defaultChecked={false}
      />

      {showNotice ? (
        <div className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4">
          <p id="talent-consent-notice" className="text-sm leading-relaxed">
            {profile.consent.notice}
          </p>
          <p className="text-xs text-muted-foreground">Notice version {profile.consent.currentVersion}</p>
          <div className="flex items-start gap-2">
            <input
              id="talent-consent"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-required="true"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={["talent-consent-notice", consentError ? fieldErrorId("talent-consent") : null]
                .filter(Boolean)
                .join(" ")}
              {...form.register("consent")}
            />
            <label htmlFor="talent-consent" className="text-sm font-medium">
              I agree to this notice
            </label>
          </div>
          <FieldError id="talent-consent" error={consentError} />
        </div>
      ) : null}
      {leaving ? (
        <Alert role="status">
          <AlertDescription>
            When you save, you leave every search at once. Requests you already received stay below.
          </AlertDescription>
        </Alert>
      ) : null}

      {TEXT_FIELDS.map((field) => (
        <TextField key={field.name} form={form} {...field} />
      ))}
      <CheckboxGroupField form={form} layout="inline" {...CHOICE_GROUPS.segments} />
      <ListFormField
        form={form}
        name="openTo"
        id="talent-open-to"
        label="Open to (role titles)"
        placeholder="e.g. Account Executive"
      />
      <CheckboxGroupField form={form} layout="inline" {...CHOICE_GROUPS.workModes} />

      <section aria-labelledby="talent-blocking" className="grid gap-3 border-t border-border pt-5">
        <h3 id="talent-blocking" className="font-semibold">
          Who can never find you
        </h3>
        <p className="text-sm">
          You are hidden from every organisation whose domains include your employer&apos;s or a domain you list here:
          you never show in their searches, and your card does not open for them.
        </p>
        {profile.employerDomains.length ? (
          <div className="grid gap-1 text-sm">
            <p>Your employer&apos;s domains, from your confirmed e-mail addresses, are always blocked:</p>
            <ul aria-label="Your employer's domains" className="flex flex-wrap gap-2">
              {profile.employerDomains.map((domain) => (
                <li key={domain} className="rounded-full bg-secondary px-3 py-1 break-all text-secondary-foreground">
                  {domain}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            None of your confirmed addresses is at a company. Add and confirm your work address in{" "}
            <Link href="/settings" className="underline underline-offset-4">
              Settings
            </Link>{" "}
            so your employer is blocked, or list its domain below.
          </p>
        )}
        <ListFormField
          form={form}
          name="blockedDomains"
          id="talent-blocked-domains"
          label="Blocked domains"
          placeholder="e.g. competitor.com"
        />
        <p className="text-sm font-medium">
          Blocking works on domains, so it cannot catch an agency recruiter working for your employer.
        </p>
      </section>

      <SubmitRow pending={save.isPending} pendingLabel="Saving...">
        Save listing
      </SubmitRow>
    </form>
  );
}
