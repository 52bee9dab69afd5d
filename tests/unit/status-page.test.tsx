import { render, screen } from "@testing-library/react";
import Forbidden from "@/app/forbidden";
import { ExpiredShareLink, SharePasswordForm } from "@/components/share/share-link-notices";

// The full-page notices: an error status shows its code over the title and leads home unless it names another way
// back; the password form of a protected link has neither.

test("an error status page shows its code and leads back home by default", () => {
  const { container } = render(<ExpiredShareLink />);
  expect(screen.getByText("410")).toBeTruthy();
  expect(screen.getByRole("heading", { name: "This portfolio link has expired" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  expect(container.querySelector("svg.size-7")?.getAttribute("aria-hidden")).toBe("true");
});

test("an error status page may name its own way back", () => {
  render(<Forbidden />);
  expect(screen.getByText("403")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe("/dashboard");
});

test("the password form has no status code and no link back", () => {
  const { container } = render(<SharePasswordForm slug="abc" error={null} />);
  expect(screen.getByRole("heading", { name: "This portfolio is password-protected" })).toBeTruthy();
  expect(screen.queryByRole("link")).toBeNull();
  expect(container.querySelector("p.uppercase")).toBeNull();
  expect(container.querySelector("svg.size-7")).toBeTruthy();
});
