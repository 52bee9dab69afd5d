// An achievement category as people read it, everywhere it is shown (cards, exports, AI context).
import { ACHIEVEMENT_CATEGORIES } from "@/lib/options";
import { ACHIEVEMENT_TEMPLATES } from "@/lib/templates";

/** "enterprise_deal" → "Enterprise Deal", a template's category → its name; anything else → undefined. */
export function knownCategoryLabel(category: string | undefined): string | undefined {
  if (!category) return undefined;
  if (Object.hasOwn(ACHIEVEMENT_CATEGORIES, category)) {
    return ACHIEVEMENT_CATEGORIES[category as keyof typeof ACHIEVEMENT_CATEGORIES];
  }
  return ACHIEVEMENT_TEMPLATES.find((t) => t.category === category)?.name;
}

/** The label, or the key with underscores shown as spaces for a category nobody planned for. */
export function categoryLabel(category: string): string {
  return knownCategoryLabel(category) ?? category.replaceAll("_", " ");
}
