// A multi-select of fixed options as checkboxes (segments, work modes): a legend, one box per option, its error.
import { fieldErrorId } from "@/components/ui/form-field";

type ChoiceGroupProps<V extends string> = {
  id: string;
  legend: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
};

export function ChoiceGroup<V extends string>({
  id,
  legend,
  options,
  labels,
  value,
  onChange,
  error,
}: ChoiceGroupProps<V>) {
  // The options' own order, whatever order they were ticked in.
  const toggle = (option: V, checked: boolean) =>
    onChange(options.filter((o) => (o === option ? checked : value.includes(o))));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => {
          const optionId = `${id}-${option}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <input
                id={optionId}
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={optionId} className="text-sm">
                {labels[option]}
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
