"use client";
// "Choose Content Type" (Add Content): every kind of portfolio content, each opening its own dialog.
import {
  Award,
  Briefcase,
  Handshake,
  MessageSquareQuote,
  PenLine,
  Target,
  UserRound,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import { useDialog, usePortfolioDialogs, type PortfolioDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTemplates } from "@/lib/hooks/use-portfolio";
import { templateIcon } from "./category-display";
import { QueryStatus } from "@/components/portfolio/query-status";

/** The dialog's sections, in their order; the templates section also lists the achievement templates. */
type Section = "verified" | "templates" | "profile";
type ContentKind = Extract<
  PortfolioDialog["kind"],
  "quota" | "deal" | "recognition" | "achievement" | "experience" | "executive" | "reference" | "about-me"
>;

/** Every fixed kind of content, in the order shown: the section it is offered in, the dialog it opens, its card. */
const CONTENT_OPTIONS: { section: Section; kind: ContentKind; icon: LucideIcon; title: string }[] = [
  { section: "verified", kind: "quota", icon: Target, title: "Quota Achievement" },
  { section: "verified", kind: "deal", icon: Handshake, title: "Deal Win Story" },
  { section: "verified", kind: "recognition", icon: Award, title: "Recognition & Awards" },
  { section: "templates", kind: "achievement", icon: PenLine, title: "Custom Achievement" },
  { section: "profile", kind: "experience", icon: Briefcase, title: "Career Experience" },
  { section: "profile", kind: "executive", icon: UsersRound, title: "Executive Circle" },
  { section: "profile", kind: "reference", icon: MessageSquareQuote, title: "Professional Reference" },
  { section: "profile", kind: "about-me", icon: UserRound, title: "About Me" },
];

/** The line under each kind's title. */
const DESCRIPTIONS: Record<ContentKind, string> = {
  quota: "Verify attainment with a manager e-signature, a dashboard screenshot or an email.",
  deal: "Stakeholder mapping, COM framework, the 3 Why's and MEDDPICC.",
  recognition: "Awards and honors you received, submitted for verification.",
  achievement: "Any win in your own words: an enterprise deal, leadership, a launch, a new process.",
  experience: "Roles, companies, markets and your hunter or farmer profile.",
  executive: "Executives you know well and how often you talk.",
  reference: "Managers, peers and customers who vouch for your results.",
  "about-me": "Your story, sales philosophy, values and expertise.",
};

function ContentCard({
  title,
  description,
  icon: Icon,
  onChoose,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <li className="grid">
      <button
        type="button"
        onClick={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-left transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 gap-1">
          <span id={`${id}-title`} className="text-sm font-semibold">
            {title}
          </span>
          <span id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        </span>
      </button>
    </li>
  );
}

function ContentSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The cards of a section's fixed kinds of content. */
function FixedContentCards({ section }: { section: Section }) {
  const { open } = usePortfolioDialogs();
  return CONTENT_OPTIONS.filter((option) => option.section === section).map(({ kind, icon, title }) => (
    <ContentCard
      key={kind}
      title={title}
      description={DESCRIPTIONS[kind]}
      icon={icon}
      onChoose={() => open({ kind })}
    />
  ));
}

const GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3";

export function ContentTypePickerDialog() {
  const { isOpen, onOpenChange } = useDialog("content-picker");
  const { open } = usePortfolioDialogs();
  const templates = useTemplates();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Choose Content Type</DialogTitle>
          <DialogDescription>Pick what you want to add to your brag book.</DialogDescription>
        </DialogHeader>
        <ContentSection title="Verified performance">
          <ul className={GRID}>
            <FixedContentCards section="verified" />
          </ul>
        </ContentSection>
        <ContentSection title="Achievement templates">
          {templates.data ? (
            <ul className={GRID}>
              <FixedContentCards section="templates" />
              {templates.data.map((template) => (
                <ContentCard
                  key={template.category}
                  title={template.name}
                  description={template.description}
                  icon={templateIcon(template.icon)}
                  onChoose={() => open({ kind: "achievement", template: template.category })}
                />
              ))}
            </ul>
          ) : (
            <QueryStatus query={templates} what="achievement templates" />
          )}
        </ContentSection>
        <ContentSection title="Career & profile">
          <ul className={GRID}>
            <FixedContentCards section="profile" />
          </ul>
        </ContentSection>
      </DialogContent>
    </Dialog>
  );
}
