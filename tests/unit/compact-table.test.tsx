// The compact table names its columns for screen readers, draws one row per item, and sets numbers to the right.
import { render, screen, within } from "@testing-library/react";
import { CompactTable, type CompactColumn } from "@/components/ui/compact-table";

type Link = { id: number; name: string; views: number };

const COLUMNS: readonly CompactColumn<Link>[] = [
  { header: "Link", cellClassName: "truncate", cell: (link) => link.name },
  { header: "Views", numeric: true, cell: (link) => link.views },
];

describe("CompactTable", () => {
  it("draws a header cell per column and a row per item", () => {
    const rows = [
      { id: 1, name: "Recruiters", views: 2 },
      { id: 2, name: "Hiring manager", views: 5 },
    ];
    render(<CompactTable columns={COLUMNS} rows={rows} rowKey={(link) => link.id} />);
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Link", "Views"]);
    headers.forEach((header) => expect(header).toHaveAttribute("scope", "col"));
    const row = screen.getByRole("row", { name: /Recruiters/ });
    const [name, views] = within(row).getAllByRole("cell");
    expect(name).toHaveClass("truncate", "pr-3");
    expect(views).toHaveTextContent("2");
    expect(views).toHaveClass("text-right", "tabular-nums");
    expect(headers[1]).toHaveClass("text-right");
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });
});
