// ESLint flat config: Next's core-web-vitals and TypeScript presets, plus a few type-aware rules
// that catch real bugs in async route handlers and React event handlers.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  {
    ignores: [
      ".next/**",
      "bench/baseline/.next/**",
      "bench/baseline/next-env.d.ts",
      "node_modules/**",
      "drizzle/**",
      ".data/**",
      ".workers/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      "next-env.d.ts",
      "*.tsbuildinfo",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    // The `@typescript-eslint` plugin and parser are registered by eslint-config-next/typescript.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // An async onClick/onSubmit is fine in React; a promise passed where a boolean is read is not.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // The layers: business rules in lib/ never reach up into components/.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components/*", "**/components/*"],
              message: "lib/ holds rules and data; move what you need from components/ into lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code never loads server modules (their types are fine: they are erased).
    files: ["components/**/*.ts", "components/**/*.tsx", "lib/hooks/**", "lib/*.ts", "app/providers.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/*", "**/lib/server/*", "server-only"],
              allowTypeImports: true,
              message: "Client code cannot load lib/server; put shared rules and types in lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a callback named `use`, which the React hooks rule mistakes for React's `use`.
    files: ["tests/api/**", "tests/e2e/**", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
