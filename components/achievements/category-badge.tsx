// An achievement's category as a badge with its icon: the dashboard's cards and the shared page show the same one.
// Server markup.
import { Badge } from "@/components/ui/badge";
import { categoryDisplay } from "./category-display";

export function CategoryBadge({ category }: { category: string }) {
  const { label, Icon } = categoryDisplay(category);
  return (
    <Badge variant="info" className="max-w-full">
      <Icon aria-hidden="true" />
      <span className="truncate">{label}</span>
    </Badge>
  );
}
