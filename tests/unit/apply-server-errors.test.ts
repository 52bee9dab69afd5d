import { ApiRequestError, applyServerErrors } from "@/lib/api-client";

// The one place a form takes the API's `{ error: { fields } }` onto its own fields.

function fakeForm() {
  const set: Record<string, { type?: string; message?: string }> = {};
  return { set, setError: (name: string, error: { type?: string; message?: string }) => void (set[name] = error) };
}

const refusal = (fields?: Record<string, string>) => new ApiRequestError(422, "Invalid input", "validation", fields);

describe("applyServerErrors", () => {
  it("places every message under its field when the form names none", () => {
    const form = fakeForm();
    const placed = applyServerErrors(form, refusal({ title: "Title is required", "metrics.arr": "Too long" }));
    expect(placed).toEqual(["title", "metrics.arr"]);
    expect(form.set).toEqual({
      title: { type: "server", message: "Title is required" },
      "metrics.arr": { type: "server", message: "Too long" },
    });
  });

  it("places only the form's own fields (a part of one counts) and leaves the rest", () => {
    const form = fakeForm();
    const error = refusal({ "metrics.arr": "Too long", userId: "Not yours", email: "Taken" });
    expect(applyServerErrors(form, error, ["metrics", "email"])).toEqual(["metrics.arr", "email"]);
    expect(Object.keys(form.set)).toEqual(["metrics.arr", "email"]);
  });

  it("places nothing for a refusal without fields or an error that is not the API's", () => {
    const form = fakeForm();
    expect(applyServerErrors(form, refusal())).toEqual([]);
    expect(applyServerErrors(form, new TypeError("Failed to fetch"))).toEqual([]);
    expect(form.set).toEqual({});
  });
});
