"use client";
// The Export dialog's six cards (spec "Export dialog"). Every card is off while an export runs or when the export
// would show nothing; the pressed one shows its pending label. LinkedIn Posts is not available yet.
import {
  Crown,
  FileText,
  Link2,
  Loader2,
  Mail,
  Megaphone,
  MonitorPlay,
  Presentation,
  type LucideIcon,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { ExportKind } from "./export-requests";

type ExportCard = {
  kind: ExportKind;
  title: string;
  description: string;
  Icon: LucideIcon;
  pendingLabel: string;
  proOnly: boolean;
};

export const EXPORT_CARDS: readonly ExportCard[] = [
  {
    kind: "pdf",
    title: "Executive PDF Report",
    description: "A polished report with your quota figures, achievements, deals and how each was verified.",
    Icon: FileText,
    pendingLabel: "Generating PDF...",
    proOnly: true,
  },
  {
    kind: "powerpoint",
    title: "PowerPoint Presentation",
    description: "A clean deck: quota summary with a chart, one slide per achievement, verification.",
    Icon: Presentation,
    pendingLabel: "Generating PowerPoint...",
    proOnly: true,
  },
  {
    kind: "google-slides",
    title: "Google Slides Presentation",
    description: "The same deck for Google Slides, ready to present or share from Drive.",
    Icon: MonitorPlay,
    pendingLabel: "Preparing Google Slides...",
    proOnly: true,
  },
  {
    kind: "shareable-link",
    title: "Shareable Portfolio Link",
    description: "A public page with the selected items and their verification, for hiring managers.",
    Icon: Link2,
    pendingLabel: "Creating link...",
    proOnly: false,
  },
];

type ExportOptionsProps = {
  /** Nothing to show (no achievement ticked and nothing else in the book), or no signed-in user yet. */
  unavailable: boolean;
  pendingKind: ExportKind | null;
  /** The Starter plan: the Pro-only cards carry a "Pro" badge (the server answers them with the upgrade prompt). */
  showProBadges: boolean;
  /** The mail draft; null when it would list nothing. */
  mailHref: string | null;
  onExport: (kind: ExportKind) => void;
};

export function ExportOptions({ unavailable, pendingKind, showProBadges, mailHref, onExport }: ExportOptionsProps) {
  const disabled = unavailable || pendingKind !== null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Export formats">
      {EXPORT_CARDS.map((card) => {
        const pending = pendingKind === card.kind;
        return (
          <li key={card.kind}>
            <OptionCard
              title={card.title}
              description={card.description}
              Icon={card.Icon}
              pendingLabel={pending ? card.pendingLabel : undefined}
              badge={card.proOnly && showProBadges ? <ProBadge /> : null}
              disabled={disabled}
              onClick={() => onExport(card.kind)}
            />
          </li>
        );
      })}
      <li>
        {/* A mailto: link opens the rep's own mail app with the draft: no server call. */}
        <OptionCard
          title="Email Summary"
          description="A mail draft listing the selected achievements (or your roles), with placeholders for the names."
          Icon={Mail}
          disabled={disabled || mailHref === null}
          href={mailHref ?? ""}
        />
      </li>
      <li>
        <OptionCard
          title="LinkedIn Posts"
          description="Turn your wins into posts."
          Icon={Megaphone}
          badge={<Badge variant="secondary">Coming Soon</Badge>}
          disabled
        />
      </li>
    </ul>
  );
}

const CARD_CLASS = cn(
  "flex h-full w-full items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition-colors outline-none",
  "hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
);

function ProBadge() {
  return (
    <Badge variant="info">
      <Crown aria-hidden="true" />
      Pro
    </Badge>
  );
}

type OptionCardProps = {
  title: string;
  description: string;
  Icon: LucideIcon;
  /** Set while this card's export runs: shown instead of the description, with a spinner. */
  pendingLabel?: string;
  badge?: ReactNode;
  disabled: boolean;
  onClick?: () => void;
  /** A link card (the mail draft) instead of a button. */
  href?: string;
};

/**
 * One card, as a button or a link. It is named by its title (plus the pending label while it runs) and
 * described by its text and badge, so the name a screen reader announces stays short.
 */
function OptionCard({ title, description, Icon, pendingLabel, badge, disabled, onClick, href }: OptionCardProps) {
  const id = useId();
  const pending = pendingLabel !== undefined;
  const a11y = {
    "aria-labelledby": pending ? `${id}-title ${id}-text` : `${id}-title`,
    "aria-describedby": badge ? `${id}-text ${id}-badge` : `${id}-text`,
  };
  const content = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        {pending ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Icon className="size-5" aria-hidden="true" />
        )}
      </span>
      <span className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${id}-title`} className="text-sm font-semibold">
            {title}
          </span>
          {badge ? <span id={`${id}-badge`}>{badge}</span> : null}
        </span>
        <span id={`${id}-text`} className="text-xs text-muted-foreground">
          {pendingLabel ?? description}
        </span>
      </span>
    </>
  );
  if (href !== undefined) {
    // A disabled link has no href (nothing to follow) but keeps its role and says it is disabled.
    return disabled ? (
      <a role="link" aria-disabled="true" className={CARD_CLASS} {...a11y}>
        {content}
      </a>
    ) : (
      <a href={href} className={CARD_CLASS} {...a11y}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={CARD_CLASS} disabled={disabled} onClick={onClick} {...a11y}>
      {content}
    </button>
  );
}
