// Stands in for the `server-only` package under Jest, which would otherwise throw outside a server bundle.
export {};
