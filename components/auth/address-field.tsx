"use client";
// The query of the page a sign-in or sign-up form is on (`?next=`, the plan picked on the pricing page), sent with the
// form once its script runs. The pages are static, so the server cannot print it; a form posted before the script
// ran is read from the referrer by the action. The page's own path goes too: a form shown in place of a signed-in
// page goes on to that page.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

export function AddressField() {
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
      <input type="hidden" name="page" value={page} />
    </>
  );
}
