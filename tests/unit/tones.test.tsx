// The alert and the badge take one tone's colours from one table: the same fill, the badge's border fainter.
import { render, screen } from "@testing-library/react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";

describe("tones", () => {
  it.each([
    {
      tone: "success",
      fill: ["bg-success-soft", "text-success"],
      border: "border-success/30",
      faint: "border-success/20",
    },
    {
      tone: "warning",
      fill: ["bg-warning-soft", "text-warning-foreground"],
      border: "border-warning/40",
      faint: "border-warning/30",
    },
    {
      tone: "destructive",
      fill: ["bg-destructive-soft", "text-destructive"],
      border: "border-destructive/30",
      faint: "border-destructive/20",
    },
  ] as const)("draws the $tone alert and badge in the tone's colours", ({ tone, fill, border, faint }) => {
    render(
      <>
        <Alert variant={tone}>Alert</Alert>
        <Badge variant={tone}>Badge</Badge>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveClass(...fill, border);
    expect(screen.getByText("Badge")).toHaveClass(...fill, faint);
  });

  it("keeps a badge's info tone on the accent colour", () => {
    render(<Badge variant="info">Info</Badge>);
    expect(screen.getByText("Info")).toHaveClass("bg-accent", "text-accent-foreground", "border-primary/20");
  });
});
