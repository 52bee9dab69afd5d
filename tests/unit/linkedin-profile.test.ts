import { nameFromSlug, readLinkedinUrl, withScheme } from "@/components/executives/linkedin-profile";

describe("nameFromSlug", () => {
  it.each([
    ["jane-doe-4a5b", "Jane Doe"],
    ["jane-doe", "Jane Doe"],
    ["mary-ann-smith-123456789", "Mary Ann Smith"],
    ["jose-garcia-b2a3c4d5", "Jose Garcia"],
    ["ren%C3%A9e-fleming", "Renée Fleming"],
    ["janedoe", "Janedoe"],
  ])("reads %p as %p", (slug, name) => {
    expect(nameFromSlug(slug)).toBe(name);
  });

  it.each(["12345", "acme-2024-x1", "-", "j4ne-doe"])("finds no name in %p", (slug) => {
    expect(nameFromSlug(slug)).toBeNull();
  });
});

describe("readLinkedinUrl", () => {
  it("reads the name of a profile URL, with or without a scheme, query or trailing slash", () => {
    expect(readLinkedinUrl("https://www.linkedin.com/in/jane-doe-4a5b/")).toEqual({
      kind: "name",
      url: "https://www.linkedin.com/in/jane-doe-4a5b/",
      name: "Jane Doe",
    });
    expect(readLinkedinUrl("linkedin.com/in/sam-ortiz?trk=people")).toMatchObject({ kind: "name", name: "Sam Ortiz" });
    expect(readLinkedinUrl("https://uk.linkedin.com/in/lee-park")).toMatchObject({ kind: "name", name: "Lee Park" });
  });

  it("says a LinkedIn URL without a usable profile slug cannot be read", () => {
    expect(readLinkedinUrl("https://www.linkedin.com/company/acme")).toMatchObject({ kind: "unreadable" });
    expect(readLinkedinUrl("https://www.linkedin.com/in/")).toMatchObject({ kind: "unreadable" });
    expect(readLinkedinUrl("https://linkedin.com/in/ACoAAB12345")).toMatchObject({ kind: "unreadable" });
  });

  it("ignores URLs of other sites, even when they mention LinkedIn", () => {
    expect(readLinkedinUrl("https://example.com/profile")).toEqual({ kind: "not-linkedin" });
    expect(readLinkedinUrl("https://evil.example/?next=linkedin.com/in/jane-doe")).toEqual({ kind: "not-linkedin" });
    expect(readLinkedinUrl("https://notlinkedin.com/in/jane-doe")).toEqual({ kind: "not-linkedin" });
  });
});

describe("withScheme", () => {
  it("adds https:// only when the URL has no scheme", () => {
    expect(withScheme(" linkedin.com/in/jane ")).toBe("https://linkedin.com/in/jane");
    expect(withScheme("http://linkedin.com/in/jane")).toBe("http://linkedin.com/in/jane");
  });
});
