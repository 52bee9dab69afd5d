"use client";
// The query of the page a sign-in or sign-up form is on (`?next=`, the plan picked on the pricing page), sent with the
// form once its script runs. The pages are static, so the server cannot print it; a form posted before the script
// ran is read from the referrer by the action. The form in place of a signed-in page also says so, and sends that
// page's path, so signing in there goes on to the page that was asked for.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

export function AddressField({ inPlace = false }: { inPlace?: boolean }) {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const page = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}${window.location.search}`,
    () => "",
  );
  return (
    <>
      <input type="hidden" name="address" value={search} />
      {inPlace && <input type="hidden" name="inPlace" value="1" />}
      {inPlace && <input type="hidden" name="page" value={page} />}
    </>
  );
}
