"use client";
// Which organisation a team page shows: a select when the member belongs to several, else the organisation's name.
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { OrgSummary } from "./types";

export function OrgSwitcher({
  id,
  orgs,
  org,
  onSelect,
}: {
  id: string;
  orgs: readonly Pick<OrgSummary, "id" | "name">[];
  org: Pick<OrgSummary, "id" | "name">;
  onSelect: (orgId: number) => void;
}) {
  if (orgs.length <= 1) return <p className="text-lg font-medium break-words">{org.name}</p>;
  return (
    <div className="grid w-full max-w-xs gap-2">
      <Label htmlFor={id}>Organisation</Label>
      <NativeSelect id={id} value={org.id} onChange={(event) => onSelect(Number(event.target.value))}>
        {orgs.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
