// The colour of each tone a notice can take, from which the alert and the badge both take their classes. Each part
// is a whole class string (Tailwind finds only names written out in full): the soft fill with its text, the
// border (fainter on a badge, a small label that sits among text, than on an alert, a box that stands alone), and
// the colour of an icon placed directly inside.
const TONES = {
  success: {
    fill: "bg-success-soft text-success",
    border: "border-success/30",
    faintBorder: "border-success/20",
    icon: "[&>svg]:text-success",
  },
  warning: {
    fill: "bg-warning-soft text-warning-foreground",
    border: "border-warning/40",
    faintBorder: "border-warning/30",
    icon: "[&>svg]:text-warning-foreground",
  },
  destructive: {
    fill: "bg-destructive-soft text-destructive",
    border: "border-destructive/30",
    faintBorder: "border-destructive/20",
    icon: "[&>svg]:text-destructive",
  },
  info: {
    fill: "bg-accent text-accent-foreground",
    border: "border-primary/30",
    faintBorder: "border-primary/20",
    icon: "[&>svg]:text-accent-foreground",
  },
} as const;

export type Tone = keyof typeof TONES;

/** The variant classes of every tone, for an alert ("box") or a badge ("label"). */
export function toneVariants(shape: "box" | "label"): Record<Tone, string> {
  const entries = Object.entries(TONES).map(([tone, { fill, border, faintBorder, icon }]) => [
    tone,
    shape === "box" ? `${border} ${fill} ${icon}` : `${faintBorder} ${fill}`,
  ]);
  return Object.fromEntries(entries) as Record<Tone, string>;
}
