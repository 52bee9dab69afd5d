// What each card-list tab of the portfolio says: its heading, Add button, empty state and grid. One table, so the
// tabs differ only in their data and their card.
import { Briefcase, Handshake, MessageSquareQuote, UsersRound, type LucideIcon } from "lucide-react";

export type CollectionSection = {
  /** For the load error: "Could not load your <what>." */
  what: string;
  heading: string;
  addLabel: string;
  /** The dialog the Add button opens. */
  dialog: "deal" | "experience" | "executive" | "reference";
  empty: { icon: LucideIcon; title: string; description: string };
  /** The grid's columns, e.g. "lg:grid-cols-2". */
  columns: string;
};

export const COLLECTION_SECTIONS = {
  deals: {
    what: "deal stories",
    heading: "Deal Win Stories",
    addLabel: "Add Deal Win Story",
    dialog: "deal",
    empty: {
      icon: Handshake,
      title: "No deal stories yet",
      description: "Document a deal win with its ARR, stakeholders and how you got it over the line.",
    },
    columns: "lg:grid-cols-2",
  },
  experience: {
    what: "experience",
    heading: "Career Experience",
    addLabel: "Add Experience",
    dialog: "experience",
    empty: {
      icon: Briefcase,
      title: "No experience added yet",
      description: "Add your sales roles with territories, verticals and the buyers you sold to.",
    },
    columns: "lg:grid-cols-2",
  },
  executives: {
    what: "executive circle",
    heading: "Executive Circle",
    addLabel: "Add Executive",
    dialog: "executive",
    empty: {
      icon: UsersRound,
      title: "No executives in your circle yet",
      description: "Add the executives who can vouch for your work, and mark the ones you are on texting basis with.",
    },
    columns: "md:grid-cols-2 xl:grid-cols-3",
  },
  references: {
    what: "references",
    heading: "Professional References",
    addLabel: "Add Reference",
    dialog: "reference",
    empty: {
      icon: MessageSquareQuote,
      title: "No references yet",
      description: "Add managers, peers and customers who can speak to your results.",
    },
    columns: "md:grid-cols-2",
  },
} satisfies Record<string, CollectionSection>;
