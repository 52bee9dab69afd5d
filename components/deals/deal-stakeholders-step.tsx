"use client";
// The stakeholder map (name and sales-cycle role per person) and the deal's milestones, as add/remove rows.
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/wizard/text-field";
import type { DealForm } from "./deal-fields";

const ROLE_SUGGESTIONS_ID = "deal-sales-cycle-roles";
const ROLE_SUGGESTIONS = [
  "Economic Buyer",
  "Champion",
  "Decision Maker",
  "Technical Buyer",
  "Influencer",
  "Coach",
  "End User",
  "Procurement",
  "Legal",
  "Blocker",
];

type RowProps = { legend: string; removeLabel: string; onRemove: () => void; children: ReactNode };

/** One removable row; the legend names the group ("Stakeholder 2") for screen readers. */
function Row({ legend, removeLabel, onRemove, children }: RowProps) {
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden="true" className="text-sm font-medium">
          {legend}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          aria-label={removeLabel}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

function Stakeholders({ form }: { form: DealForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "stakeholders" });
  return (
    <section aria-labelledby="deal-stakeholders-heading" className="grid gap-3">
      <div>
        <h3 id="deal-stakeholders-heading" className="font-medium">
          Stakeholder Map
        </h3>
        <p className="text-sm text-muted-foreground">Everyone who shaped the decision, and the part they played.</p>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No stakeholders mapped yet.</p> : null}
      <datalist id={ROLE_SUGGESTIONS_ID}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {fields.map((field, i) => (
        <Row
          key={field.id}
          legend={`Stakeholder ${i + 1}`}
          removeLabel={`Remove stakeholder ${i + 1}`}
          onRemove={() => remove(i)}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              form={form}
              name={`stakeholders.${i}.name`}
              label="Name"
              placeholder="e.g., Dana Reyes, CFO"
              autoComplete="off"
            />
            <TextField
              form={form}
              name={`stakeholders.${i}.salesCycleRole`}
              label="Sales-Cycle Role"
              placeholder="e.g., Economic Buyer"
              list={ROLE_SUGGESTIONS_ID}
              autoComplete="off"
            />
          </div>
        </Row>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => append({ name: "", salesCycleRole: "" })}>
        <Plus aria-hidden="true" />
        Add Stakeholder
      </Button>
    </section>
  );
}

function Milestones({ form }: { form: DealForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "timeline" });
  return (
    <section aria-labelledby="deal-milestones-heading" className="grid gap-3">
      <div>
        <h3 id="deal-milestones-heading" className="font-medium">
          Deal Milestones
        </h3>
        <p className="text-sm text-muted-foreground">Key moments from first meeting to signature.</p>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No milestones tracked yet.</p> : null}
      {fields.map((field, i) => (
        <Row
          key={field.id}
          legend={`Milestone ${i + 1}`}
          removeLabel={`Remove milestone ${i + 1}`}
          onRemove={() => remove(i)}
        >
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField form={form} name={`timeline.${i}.date`} label="Date" type="date" />
            <TextField
              form={form}
              name={`timeline.${i}.label`}
              label="Milestone"
              placeholder="e.g., Security review passed"
              autoComplete="off"
            />
          </div>
        </Row>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => append({ date: "", label: "" })}>
        <Plus aria-hidden="true" />
        Add Milestone
      </Button>
    </section>
  );
}

export function DealStakeholdersStep({ form }: { form: DealForm }) {
  return (
    <>
      <Stakeholders form={form} />
      <Milestones form={form} />
    </>
  );
}
