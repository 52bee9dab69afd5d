// A multi-select as a group of checkboxes: a legend, one box per option, and the group's error under it.
import type { Ref } from "react";
import { fieldErrorId } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";

type CheckboxGroupProps = {
  /** Prefix of the checkboxes' ids; the error is `${id}-error`. */
  id: string;
  legend: string;
  options: readonly string[];
  /** How each option reads (e.g. "mid_market" → "Mid-market"); the option itself when absent. */
  labels?: Readonly<Record<string, string>>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Given to the first checkbox, so a form can focus the group when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** The boxes' layout: two columns by default; "inline" for a few short options on one line. */
  layout?: "columns" | "inline";
};

export function CheckboxGroup({
  id,
  legend,
  options,
  labels,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  className,
  layout = "columns",
}: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    // Keep the options' own order, whatever order they were ticked in.
    onChange(options.filter((o) => (o === option ? checked : value.includes(o))));
  return (
    <fieldset className={cn("grid gap-2", className)} aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={layout === "inline" ? "flex flex-wrap gap-x-5 gap-y-2" : "grid gap-x-4 gap-y-2 sm:grid-cols-2"}>
        {options.map((option, i) => {
          const optionId = `${id}-${i}`;
          return (
            <div key={option} className="flex items-start gap-2">
              <input
                ref={i === 0 ? inputRef : undefined}
                id={optionId}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={optionId} className="text-sm leading-tight">
                {labels?.[option] ?? option}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A stored value of a multi-select as a list (the form may hold an array, a joined string or nothing). */
export function asList(value: unknown, separator = ", "): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "string" && value.trim()) return value.split(separator).map((s) => s.trim());
  return [];
}
