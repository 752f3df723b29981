// ESLint's flat configuration: the JavaScript and typescript-eslint recommended rules, React's hooks rules and
// the accessibility rules of jsx-a11y, with Prettier's formatting rules left to Prettier (npm run lint).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  // Built output, caches, generated types and authors' content are not the project's code.
  { ignores: ["public/**", ".cache/**", "node_modules/**", "content/**", "static/**", "coverage/**", "src/gatsby-types.d.ts", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The two rules of hooks; the plugin's React Compiler rules assume a compiler this site does not use.
  { plugins: { "react-hooks": reactHooks }, rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" } },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Names that start with `_` are kept on purpose (a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // The site's control-character patterns are deliberate: terminal colour codes, and the characters a
      // path or a query must not hold.
      "no-control-regex": "off",
      // A scrolling region (a code block, a wide table) takes focus so keyboard readers can scroll it (axe's
      // scrollable-region-focusable); it carries role="region" and a label, or is a <pre>.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["region", "tabpanel"], allowExpressionValues: true }],
    },
  },
  {
    // Specs and tests: Jest helpers named use… are not React hooks, and answers read from JSON are untyped.
    files: ["e2e/**", "e2e-develop/**", "e2e-scale/**", "test/**", "mcp/**/*.spec.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "react-hooks/rules-of-hooks": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Build code and its tests load some modules lazily or from computed paths (Gatsby's own files, the
    // compiled cache, sharp as gatsby-plugin-sharp resolves it), which a synchronous `import` cannot do.
    files: ["src/node/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // CommonJS files: the overrides loaded with `node --require`, the site's compile and require hook.
    files: ["**/*.cjs", "**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    // `const crypto = require("node:crypto")` names the module as Node's global does.
    rules: { "@typescript-eslint/no-require-imports": "off", "no-redeclare": ["error", { builtinGlobals: false }] },
  },
  prettier,
)
