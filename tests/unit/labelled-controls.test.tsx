// A list field is a labelled field like any other (its error linked to the input), and a labelled switch is named
// by its label.
import { fireEvent, render, screen } from "@testing-library/react";
import { ListField } from "@/components/about/list-field";
import { LabelledSwitch } from "@/components/ui/labelled-switch";

describe("ListField", () => {
  it("labels its input, adds an entry on Enter and links its error", () => {
    const onChange = jest.fn();
    render(<ListField id="langs" label="Languages" items={["Polish"]} onChange={onChange} error="Too many" />);
    const input = screen.getByRole("textbox", { name: "Languages" });
    expect(input).toHaveAccessibleDescription("Too many");
    fireEvent.change(input, { target: { value: " German " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(["Polish", "German"]);
    expect(screen.getByRole("list", { name: "Languages" })).toHaveTextContent("Polish");
  });
});

describe("LabelledSwitch", () => {
  it("is named by its label and reports a change", () => {
    const onCheckedChange = jest.fn();
    render(<LabelledSwitch label="Allow search engines" checked={false} onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Allow search engines" }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
