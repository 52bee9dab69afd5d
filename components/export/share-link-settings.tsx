"use client";
// A live link's portfolio settings: its name, the sections it shows, a password visitors must enter, and the date it
// stops working (PATCH /api/share-links/{id}). The password is never shown back: the rep sets a new one or removes it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { fieldErrorProps, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api-client";
import type { ApiRoutes } from "@/lib/api/routes";
import { callApi } from "@/lib/api/client";
import type { RouteInput } from "@/lib/api/define";
import { sharingKeys } from "@/lib/api/keys";
import { toastMutationError } from "@/lib/mutation-toast";
import { fieldMessages } from "@/lib/form-state";
import { SHARE_SECTION_LABELS, SHARE_SECTIONS, type ShareSection } from "@/lib/export-content";
import { SHARE_PASSWORD_MIN_LENGTH, shareLinkUpdateSchema, type ShareLink } from "@/lib/validators/share-link";

/** "2027-01-31T17:00" for a datetime-local input, in the browser's time zone. */
function localInputValue(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function ShareLinkSettings({ link }: { link: ShareLink }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(link.name ?? "");
  const [password, setPassword] = useState("");
  const [expires, setExpires] = useState(localInputValue(link.expiresAt));
  const [sections, setSections] = useState<ShareSection[]>(link.sections);
  const toggleSection = (section: ShareSection, on: boolean) =>
    setSections((current) => SHARE_SECTIONS.filter((s) => (s === section ? on : current.includes(s))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: RouteInput<ApiRoutes["PATCH /api/share-links/[id]"]>) =>
      callApi("PATCH /api/share-links/[id]", { params: { id: link.id }, body }),
    onSuccess: () => {
      setPassword("");
      setErrors({});
      toast.success("Link updated", { description: "Visitors see the new settings from now on." });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      else toastMutationError("Error", "Failed to update the link. Please try again.", error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links() }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: RouteInput<ApiRoutes["PATCH /api/share-links/[id]"]> = {
      name,
      sections,
      expiresAt: expires ? new Date(expires).toISOString() : null,
    };
    if (password) body.password = password;
    // The handler's own schema, so a short password is named under its field before anything is sent.
    const checked = shareLinkUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldMessages(checked.error));
      return;
    }
    save.mutate(body);
  };

  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Name, sections, password and expiry</summary>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-name`} label="Portfolio Name" error={errors.name}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            {...fieldErrorProps(`${id}-name`, errors.name)}
          />
        </FormField>
        <FormField
          id={`${id}-password`}
          label={link.passwordProtected ? "New Password" : "Password (optional)"}
          error={errors.password}
          hint={
            link.passwordProtected
              ? `Protected now. Leave empty to keep the password, or set a new one of ${SHARE_PASSWORD_MIN_LENGTH}+ characters.`
              : `Visitors must enter it first. At least ${SHARE_PASSWORD_MIN_LENGTH} characters.`
          }
        >
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldErrorProps(`${id}-password`, errors.password)}
          />
        </FormField>
        <FormField id={`${id}-expires`} label="Expires (optional)" error={errors.expiresAt}>
          <Input
            id={`${id}-expires`}
            type="datetime-local"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            {...fieldErrorProps(`${id}-expires`, errors.expiresAt)}
          />
        </FormField>
        <fieldset
          className="grid gap-2 sm:col-span-3"
          aria-describedby={errors.sections ? `${id}-sections-error` : undefined}
        >
          <legend className="mb-1 font-medium">Sections shown</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {SHARE_SECTIONS.map((section) => (
              <label key={section} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={sections.includes(section)}
                  onChange={(e) => toggleSection(section, e.target.checked)}
                />
                {SHARE_SECTION_LABELS[section]}
              </label>
            ))}
          </div>
          {errors.sections ? (
            <p id={`${id}-sections-error`} className="text-sm text-destructive">
              {errors.sections}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
          {link.passwordProtected ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={save.isPending}
              onClick={() => save.mutate({ password: null })}
            >
              Remove Password
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Link Settings"}
          </Button>
        </div>
      </form>
    </details>
  );
}
