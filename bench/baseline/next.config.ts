import type { NextConfig } from "next";

// The framework's defaults. The bench builds this app in a folder of its own outside the project (Next.js would
// otherwise take in the project's proxy and instrumentation) with the project's node_modules linked in: Turbopack's
// root must then be one that holds both.
const config: NextConfig = { poweredByHeader: false, turbopack: { root: "/" } };

export default config;
