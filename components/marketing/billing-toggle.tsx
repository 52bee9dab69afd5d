// The Monthly / Annual switch of the pricing page (annual by default). The page is served as plain HTML without
// the framework's scripts (lib/server/plain-page.ts), so the switch is server markup with a few lines of inline
// script (kept by the `data-keep` mark): a click sets data-billing on the group and aria-pressed on the buttons, and
// CSS does the rest (`group-data-[billing=...]/billing:` classes here and on the plan cards).
import type { ReactNode } from "react";
import { ANNUAL_SAVING_LABEL, type BillingPeriod } from "./pricing-data";

type BillingToggleProps = {
  /** The plan cards: elements inside show or hide for a period with `group-data-[billing=...]/billing:` classes. */
  children: ReactNode;
  defaultPeriod?: BillingPeriod;
};

const OPTIONS: { value: BillingPeriod; label: string; activeClasses: string }[] = [
  {
    value: "monthly",
    label: "Monthly",
    activeClasses:
      "group-data-[billing=monthly]/billing:bg-background group-data-[billing=monthly]/billing:text-foreground group-data-[billing=monthly]/billing:shadow-sm",
  },
  {
    value: "annual",
    label: "Annual",
    activeClasses:
      "group-data-[billing=annual]/billing:bg-background group-data-[billing=annual]/billing:text-foreground group-data-[billing=annual]/billing:shadow-sm",
  },
];

const SWITCH_SCRIPT = `(function(){var root=document.currentScript.parentElement;root.addEventListener("click",function(event){var chosen=event.target.closest("button[data-billing-option]");if(!chosen)return;root.setAttribute("data-billing",chosen.getAttribute("data-billing-option"));root.querySelectorAll("button[data-billing-option]").forEach(function(option){option.setAttribute("aria-pressed",String(option===chosen));});});})();`;

export function BillingToggle({ children, defaultPeriod = "annual" }: BillingToggleProps) {
  return (
    <div data-billing={defaultPeriod} className="group/billing">
      <div className="flex justify-center">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted p-1 shadow-xs"
        >
          {OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              data-billing-option={option.value}
              aria-pressed={option.value === defaultPeriod}
              className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${option.activeClasses}`}
            >
              {option.label}
              {option.value === "annual" ? (
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                  {ANNUAL_SAVING_LABEL}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>
      {children}
      <script data-keep="" dangerouslySetInnerHTML={{ __html: SWITCH_SCRIPT }} />
    </div>
  );
}
