import "server-only";
// Who may be asked to e-sign a rep's figures: a work address that is not the rep's own mailbox, however it is
// dressed up (case, +tags, Gmail's dots, googlemail.com), and not a free-mail or disposable domain anyone can open.
import { isOwnMailbox } from "@/lib/email-address";
import { ApiError } from "../errors";
import { isPersonalOrDisposableAddress } from "../email-domains";

export const OWN_MAILBOX_MESSAGE = "This is your own e-mail address. Use your manager's work e-mail";
export const WORK_EMAIL_MESSAGE = "Use your manager's work e-mail: free-mail and disposable addresses cannot sign";

/** Refuses (422 on managerEmail) an address the rep could sign from themselves (`ownMailboxes` in data/users.ts). */
export function assertManagerAddress(managerEmail: string, repMailboxes: readonly string[]): void {
  const message = isOwnMailbox(managerEmail, repMailboxes)
    ? OWN_MAILBOX_MESSAGE
    : isPersonalOrDisposableAddress(managerEmail)
      ? WORK_EMAIL_MESSAGE
      : null;
  if (message) throw new ApiError("validation_error", message, { managerEmail: message });
}
