"use client";
// The reference wizard's three steps of fields: contact, relationship, testimonial.
import type { UseFormReturn } from "react-hook-form";
import { NativeSelect } from "@/components/ui/native-select";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { WizardStep } from "@/components/wizard/use-form-wizard";
import { WORKING_RELATIONSHIPS } from "@/lib/options";
import type { ReferenceFormValues, ReferenceInput } from "@/lib/validators/reference";
import { SwitchField } from "@/components/wizard/switch-field";

export type ReferenceForm = UseFormReturn<ReferenceFormValues, unknown, ReferenceInput>;
type ReferenceField = keyof ReferenceFormValues;

/** The three steps and their fields (Next does not check them: the schema speaks at submit, on the first bad step). */
export const REFERENCE_STEPS: readonly WizardStep<ReferenceFormValues>[] = [
  {
    title: "Contact",
    fields: ["referenceName", "referenceTitle", "referenceCompany", "email", "phoneNumber", "linkedinUrl"],
  },
  { title: "Relationship", fields: ["workingRelationship", "relationshipContext", "yearsWorkedTogether"] },
  { title: "Testimonial", fields: ["testimonial", "shareable"] },
];

type InputSpec = {
  name: ReferenceField;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
};

const CONTACT_FIELDS: InputSpec[] = [
  {
    name: "referenceName",
    label: "Reference Name",
    placeholder: "e.g. Jordan Lee",
    autoComplete: "off",
    required: true,
  },
  { name: "referenceTitle", label: "Title", placeholder: "e.g. VP of Sales", autoComplete: "off", required: true },
  { name: "referenceCompany", label: "Company", placeholder: "e.g. Acme Corp", autoComplete: "off", required: true },
  { name: "email", label: "Email", type: "email", placeholder: "jordan@acme.com", autoComplete: "off" },
  { name: "phoneNumber", label: "Phone Number", type: "tel", placeholder: "+1 555 010 0199", autoComplete: "off" },
  { name: "linkedinUrl", label: "LinkedIn URL", type: "url", placeholder: "https://www.linkedin.com/in/..." },
];

function TextInput({ form, spec }: { form: ReferenceForm; spec: InputSpec }) {
  const id = `reference-${spec.name}`;
  const error = form.formState.errors[spec.name]?.message;
  return (
    <FormField id={id} label={spec.label} error={error}>
      <Input
        id={id}
        type={spec.type}
        placeholder={spec.placeholder}
        autoComplete={spec.autoComplete}
        aria-required={spec.required || undefined}
        {...fieldErrorProps(id, error)}
        {...form.register(spec.name)}
      />
    </FormField>
  );
}

function ContactStep({ form }: { form: ReferenceForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CONTACT_FIELDS.map((spec) => (
        <TextInput key={spec.name} form={form} spec={spec} />
      ))}
    </div>
  );
}

function RelationshipStep({ form }: { form: ReferenceForm }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id="reference-workingRelationship"
        label="Working Relationship"
        error={errors.workingRelationship?.message}
      >
        <NativeSelect
          id="reference-workingRelationship"
          aria-required
          {...fieldErrorProps("reference-workingRelationship", errors.workingRelationship?.message)}
          {...form.register("workingRelationship")}
        >
          <option value="">Select a relationship</option>
          {WORKING_RELATIONSHIPS.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationship}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="reference-relationshipContext"
        label="Relationship Context"
        error={errors.relationshipContext?.message}
      >
        <Textarea
          id="reference-relationshipContext"
          rows={3}
          placeholder="e.g. My manager at Acme; we built the enterprise team together."
          {...fieldErrorProps("reference-relationshipContext", errors.relationshipContext?.message)}
          {...form.register("relationshipContext")}
        />
      </FormField>
      <TextInput
        form={form}
        spec={{ name: "yearsWorkedTogether", label: "Years Worked Together", type: "number", placeholder: "e.g. 3" }}
      />
    </>
  );
}

/** Off keeps the reference out of share pages and exports; phone and e-mail are never shared either way. */
function ShareableSwitch({ form }: { form: ReferenceForm }) {
  return (
    <SwitchField
      form={form}
      name="shareable"
      label="Show on my shared portfolio and exports"
      hint="Name, title, company and testimonial only; the phone number and e-mail are never shared."
    />
  );
}

function TestimonialStep({ form }: { form: ReferenceForm }) {
  const error = form.formState.errors.testimonial?.message;
  return (
    <>
      <FormField
        id="reference-testimonial"
        label="Testimonial (optional)"
        error={error}
        hint="What they say about working with you, in their words."
      >
        <Textarea
          id="reference-testimonial"
          rows={5}
          placeholder="e.g. The most prepared seller I have worked with."
          {...fieldErrorProps("reference-testimonial", error)}
          {...form.register("testimonial")}
        />
      </FormField>
      <ShareableSwitch form={form} />
    </>
  );
}

export function ReferenceStep({ step, form }: { step: number; form: ReferenceForm }) {
  if (step === 0) return <ContactStep form={form} />;
  if (step === 1) return <RelationshipStep form={form} />;
  return <TestimonialStep form={form} />;
}
