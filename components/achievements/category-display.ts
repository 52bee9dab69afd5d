// Labels and icons of achievement categories and templates, for the cards, the picker and the form.
import {
  Award,
  Building2,
  Lightbulb,
  Rocket,
  Star,
  Target,
  UsersRound,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import { createElement } from "react";
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from "@/lib/options";
import { categoryLabel } from "@/lib/achievement-category";
import { ACHIEVEMENT_TEMPLATES } from "@/lib/templates";
import * as templateIcons from "./template-icons";

/** The icon for a category or template nobody planned for. */
export const DEFAULT_CATEGORY_ICON: LucideIcon = Star;

/** The templates' icons by their lucide names (the names come from data, so the components are looked up). */
const TEMPLATE_ICONS: Readonly<Record<string, LucideIcon>> = templateIcons;

const CATEGORY_ICONS: Record<AchievementCategory, LucideIcon> = {
  enterprise_deal: Building2,
  team_leadership: UsersRound,
  product_launch: Rocket,
  quota_achievement: Target,
  process_innovation: Lightbulb,
  recognition: Award,
};

export function templateIcon(name: string | null | undefined): LucideIcon {
  return (name && Object.hasOwn(TEMPLATE_ICONS, name) && TEMPLATE_ICONS[name]) || DEFAULT_CATEGORY_ICON;
}

/** A template's icon by its lucide name (the name comes from data, so the component is looked up, not imported). */
export function TemplateIcon({ name, ...props }: LucideProps & { name: string | null | undefined }) {
  return createElement(templateIcon(name), props);
}

function isMainCategory(category: string): category is AchievementCategory {
  return Object.hasOwn(ACHIEVEMENT_CATEGORIES, category);
}

/** "enterprise_deal" → Enterprise Deal; a template's category → its name; anything else → words and a default icon. */
export function categoryDisplay(category: string): { label: string; Icon: LucideIcon } {
  if (isMainCategory(category)) return { label: ACHIEVEMENT_CATEGORIES[category], Icon: CATEGORY_ICONS[category] };
  const template = ACHIEVEMENT_TEMPLATES.find((t) => t.category === category);
  if (template) return { label: template.name, Icon: templateIcon(template.icon) };
  return { label: categoryLabel(category), Icon: DEFAULT_CATEGORY_ICON };
}

const MAIN_CATEGORY_OPTIONS = Object.entries(ACHIEVEMENT_CATEGORIES).map(([value, label]) => ({ value, label }));

/** The category select's options: the six main categories, plus the row's own when it is another one. */
export function categoryOptions(current: string): { value: string; label: string }[] {
  if (isMainCategory(current)) return MAIN_CATEGORY_OPTIONS;
  return [...MAIN_CATEGORY_OPTIONS, { value: current, label: categoryDisplay(current).label }];
}
