// The drop zone every file upload uses: a drop or a choice hands the caller one file (the first of several, whatever
// its type: the caller checks it), the "Choose file" button opens the hidden input, the zone is not a tab stop of
// its own, and a disabled zone ignores drops.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { FileJson } from "lucide-react";
import { FileDropZone } from "@/components/ui/file-drop-zone";

/** What a browser's drop carries: the files in `files` and as file items, and "Files" among the types. */
const dropOf = (...files: File[]) => ({
  dataTransfer: {
    files,
    items: files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file })),
    types: ["Files"],
  },
});

function renderZone(onFile: (file: File | undefined) => void, disabled = false) {
  render(
    <FileDropZone
      icon={FileJson}
      title="Drop a file here"
      hint="Any file, up to 16 KB."
      hintId="zone-hint"
      accept=".json,application/json"
      inputLabel="The file"
      inputId="zone-input"
      buttonLabel="Choose file"
      describedBy="zone-error"
      disabled={disabled}
      onFile={onFile}
    />,
  );
  return screen.getByText("Drop a file here").parentElement!;
}

test("a drop hands over the first file, also of a type the input does not list", async () => {
  const onFile = jest.fn();
  const zone = renderZone(onFile);
  const first = new File(["%PDF"], "first.pdf", { type: "application/pdf" });
  const second = new File(["{}"], "second.json", { type: "application/json" });
  await act(async () => fireEvent.drop(zone, dropOf(first, second)));
  expect(onFile).toHaveBeenCalledTimes(1);
  expect((onFile.mock.calls[0]![0] as File).name).toBe("first.pdf");
});

test("a chosen file is handed over; the input keeps its label, accept list and descriptions", async () => {
  const onFile = jest.fn();
  renderZone(onFile);
  const input = screen.getByLabelText("The file");
  expect(input).toHaveAttribute("type", "file");
  expect(input).toHaveAttribute("id", "zone-input");
  expect(input).toHaveAttribute("accept", ".json,application/json");
  expect(input).toHaveAttribute("aria-describedby", "zone-hint zone-error");
  expect(input).not.toHaveAttribute("multiple");
  const chosen = new File(["{}"], "chosen.json", { type: "application/json" });
  await act(async () => fireEvent.change(input, { target: { files: [chosen] } }));
  expect((onFile.mock.calls[0]![0] as File).name).toBe("chosen.json");
});

test("the button opens the file input; the zone itself takes no focus and no click", async () => {
  const zone = renderZone(jest.fn());
  const input = screen.getByLabelText<HTMLInputElement>("The file");
  const opened = jest.spyOn(input, "click");
  fireEvent.click(zone);
  expect(opened).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Choose file" }));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(zone).not.toHaveAttribute("tabindex");
  expect(input).toHaveAttribute("tabindex", "-1");
});

test("a disabled zone ignores a drop and its button is disabled", async () => {
  const onFile = jest.fn();
  const zone = renderZone(onFile, true);
  await act(async () => fireEvent.drop(zone, dropOf(new File(["{}"], "late.json", { type: "application/json" }))));
  expect(onFile).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Choose file" })).toBeDisabled();
});
