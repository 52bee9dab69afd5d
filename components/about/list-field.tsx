"use client";
// A list of short entries: type, press Enter or Add; entries are trimmed, blanks and repeats ignored, each removable.
import { Plus, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldErrorProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type ListFieldProps = {
  id: string;
  label: string;
  placeholder?: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  error?: string;
};

export function ListField({ id, label, placeholder, items, onChange, error }: ListFieldProps) {
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const item = draft.trim();
    if (item && !items.includes(item)) onChange([...items, item]);
    setDraft("");
  };
  const remove = (item: string) => {
    onChange(items.filter((existing) => existing !== item));
    // The removed button is gone: keep the keyboard user in the field.
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter adds the entry; it never submits the form.
    add();
  };

  return (
    <FormField id={id} label={label} error={error}>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          {...fieldErrorProps(id, error)}
        />
        <Button variant="outline" onClick={add} aria-label={`Add to ${label}`}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {items.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={`Remove ${item}`}
                className="rounded-full p-1 text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}
