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

type ContentOption = { title: string; description: string; icon: LucideIcon; dialog: PortfolioDialog };

const VERIFIED_CONTENT: ContentOption[] = [
  {
    title: "Quota Achievement",
    description: "Verify attainment with a manager e-signature, a dashboard screenshot or an email.",
    icon: Target,
    dialog: { kind: "quota" },
  },
  {
    title: "Deal Win Story",
    description: "Stakeholder mapping, COM framework, the 3 Why's and MEDDPICC.",
    icon: Handshake,
    dialog: { kind: "deal" },
  },
  {
    title: "Recognition & Awards",
    description: "Awards and honors you received, submitted for verification.",
    icon: Award,
    dialog: { kind: "recognition" },
  },
];

const CUSTOM_ACHIEVEMENT: ContentOption = {
  title: "Custom Achievement",
  description: "Any win in your own words: an enterprise deal, leadership, a launch, a new process.",
  icon: PenLine,
  dialog: { kind: "achievement" },
};

const PROFILE_CONTENT: ContentOption[] = [
  {
    title: "Career Experience",
    description: "Roles, companies, markets and your hunter or farmer profile.",
    icon: Briefcase,
    dialog: { kind: "experience" },
  },
  {
    title: "Executive Circle",
    description: "Executives you know well and how often you talk.",
    icon: UsersRound,
    dialog: { kind: "executive" },
  },
  {
    title: "Professional Reference",
    description: "Managers, peers and customers who vouch for your results.",
    icon: MessageSquareQuote,
    dialog: { kind: "reference" },
  },
  {
    title: "About Me",
    description: "Your story, sales philosophy, values and expertise.",
    icon: UserRound,
    dialog: { kind: "about-me" },
  },
];

function ContentCard({
  title,
  description,
  icon: Icon,
  onChoose,
}: Omit<ContentOption, "dialog"> & { onChoose: () => void }) {
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
            {VERIFIED_CONTENT.map(({ dialog, ...option }) => (
              <ContentCard key={option.title} {...option} onChoose={() => open(dialog)} />
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="Achievement templates">
          {templates.data ? (
            <ul className={GRID}>
              <ContentCard
                title={CUSTOM_ACHIEVEMENT.title}
                description={CUSTOM_ACHIEVEMENT.description}
                icon={CUSTOM_ACHIEVEMENT.icon}
                onChoose={() => open(CUSTOM_ACHIEVEMENT.dialog)}
              />
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
            {PROFILE_CONTENT.map(({ dialog, ...option }) => (
              <ContentCard key={option.title} {...option} onChoose={() => open(dialog)} />
            ))}
          </ul>
        </ContentSection>
      </DialogContent>
    </Dialog>
  );
}
