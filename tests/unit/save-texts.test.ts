import { entitySaveTexts } from "@/components/wizard/save-texts";

describe("entitySaveTexts", () => {
  it("keeps the form's successes and words each failure as the same error toast", () => {
    const created = { title: "Executive Added", description: "Added." };
    const updated = { title: "Executive Updated", description: "Saved." };
    expect(
      entitySaveTexts({ created, updated, failedTo: { create: "add executive", update: "update executive" } }),
    ).toEqual({
      created,
      updated,
      createFailed: { title: "Error", description: "Failed to add executive. Please try again." },
      updateFailed: { title: "Error", description: "Failed to update executive. Please try again." },
    });
  });
});
