import { act, fireEvent, render, screen } from "@testing-library/react";
import { CompletionMeter } from "@/components/overview/completion-meter";

beforeAll(() => {
  // jsdom has no ResizeObserver (Radix measures the tip to keep it on screen).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("Tooltip", () => {
  it("opens on keyboard focus, describes its trigger, and closes on Escape", async () => {
    render(<CompletionMeter percent={35} />);
    const trigger = screen.getByRole("button", { name: "How completion is weighted" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    await act(async () => trigger.focus());
    const tip = await screen.findByRole("tooltip");
    expect(tip).toHaveTextContent("Quota records: 15%");
    expect(tip).toHaveTextContent("Deal stories: 25%");
    expect(trigger).toHaveAttribute("aria-describedby", tip.id);

    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});
