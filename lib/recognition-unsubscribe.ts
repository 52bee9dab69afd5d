// What the unsubscribe page and its button say for each recognition e-mail a link can stop. Pure, so the server page
// and the client button word it the same.
import type { UnsubscribeChoice } from "./validators/recognition-social";

export type UnsubscribeWording = {
  /** "Stop recognition announcements from Acme?" */
  question: (orgName: string) => string;
  /** What stops, and what keeps coming. */
  explanation: (orgName: string) => string;
  button: string;
  pending: string;
  doneTitle: string;
  done: (orgName: string) => string;
  failed: string;
};

export const UNSUBSCRIBE_WORDING: Record<UnsubscribeChoice, UnsubscribeWording> = {
  announcements: {
    question: (orgName) => `Stop recognition announcements from ${orgName}?`,
    explanation: (orgName) =>
      `You will no longer get e-mails about colleagues' awards at ${orgName}. E-mails about your own awards keep coming.`,
    button: "Stop announcements",
    pending: "Stopping...",
    doneTitle: "Announcements stopped",
    done: (orgName) => `You will no longer get recognition announcements from ${orgName}.`,
    failed: "Could not stop the announcements",
  },
  nudges: {
    question: (orgName) => `Stop recognition nudges from ${orgName}?`,
    explanation: (orgName) =>
      `You will no longer get the weekly e-mail near a period's end with your standing against ${orgName}'s recognition rules. E-mails about awards you earn keep coming.`,
    button: "Stop nudges",
    pending: "Stopping...",
    doneTitle: "Nudges stopped",
    done: (orgName) => `You will no longer get recognition nudges from ${orgName}.`,
    failed: "Could not stop the nudges",
  },
};
