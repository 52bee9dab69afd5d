// A query's section: its title over a spinner while loading, the empty line for an empty list, else the body.
import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { QuerySection } from "@/components/team/query-section";

const loaded = <T,>(data: T) => ({ isPending: false, isError: false, data }) as UseQueryResult<T>;

function renderSection(query: UseQueryResult<string[]>) {
  return render(
    <QuerySection
      title="Who looked"
      description="Each organisation."
      query={query}
      loadingLabel="Loading who looked"
      empty="Nobody yet."
    >
      {(list) => (
        <ul>
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QuerySection>,
  );
}

describe("QuerySection", () => {
  it("says so when the list is empty", () => {
    renderSection(loaded([]));
    expect(screen.getByRole("heading", { name: "Who looked" })).toBeInTheDocument();
    expect(screen.getByText("Nobody yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("draws the body from the data", () => {
    renderSection(loaded(["Acme"]));
    expect(screen.getByRole("listitem")).toHaveTextContent("Acme");
    expect(screen.queryByText("Nobody yet.")).not.toBeInTheDocument();
  });

  it("shows the loading label while the query is pending", () => {
    renderSection({ isPending: true, isError: false } as UseQueryResult<string[]>);
    expect(screen.getByText("Loading who looked")).toBeInTheDocument();
  });

  it("draws its header action and the slots above and below the body whatever the query's state", () => {
    render(
      <QuerySection
        title="Domains"
        description="Each domain."
        action={<button type="button">Download</button>}
        query={{ isPending: true, isError: false } as UseQueryResult<string[]>}
        loadingLabel="Loading domains"
        before={<p>Filters</p>}
        after={<p>Add a domain</p>}
      >
        {() => null}
      </QuerySection>,
    );
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(screen.getByText("Filters")).toBeInTheDocument();
    expect(screen.getByText("Loading domains")).toBeInTheDocument();
    expect(screen.getByText("Add a domain")).toBeInTheDocument();
  });
});
