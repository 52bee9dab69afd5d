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

  // A form whose create and update read the same gives one saved toast; each wording of failure names the act once.
  it.each([
    {
      spec: { failedTo: "save About Me" },
      failure: { title: "Error", description: "Failed to save About Me. Please try again." },
    },
    {
      spec: { submitFailed: "recognition" },
      failure: { title: "Error submitting recognition", description: "Failed to submit recognition" },
    },
  ])("uses one saved toast and one failure for $spec", ({ spec, failure }) => {
    const saved = { title: "Saved", description: "Your profile has been updated." };
    expect(entitySaveTexts({ saved, ...spec })).toEqual({
      created: saved,
      updated: saved,
      createFailed: failure,
      updateFailed: failure,
    });
  });

  it("can title a failed submitted update as an update while its description still says submit", () => {
    const texts = entitySaveTexts({
      saved: { title: "Saved", description: "Saved." },
      submitFailed: "QuotaProof",
      updateTitle: "updating",
    });
    expect(texts.createFailed).toEqual({
      title: "Error submitting QuotaProof",
      description: "Failed to submit QuotaProof",
    });
    expect(texts.updateFailed).toEqual({
      title: "Error updating QuotaProof",
      description: "Failed to submit QuotaProof",
    });
  });
});
