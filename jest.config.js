/** Four projects: `unit` (pure logic and components, beside the code), `e2e` (Playwright against the
 * production build in public/, and the MCP server over it), `scale` (a generated ~600-page site built and
 * compared with public/) and `develop` (the real `gatsby develop` on a copy of the project). */
const tsJest = [
  "ts-jest",
  {
    tsconfig: { module: "commonjs", moduleResolution: "node", jsx: "react-jsx", esModuleInterop: true, isolatedModules: true },
    diagnostics: false,
  },
]

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      displayName: "unit",
      testEnvironment: "node",
      roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/test"],
      testMatch: ["**/*.test.ts", "**/*.test.tsx"],
      transform: { "^.+\\.tsx?$": tsJest, "^.+\\.js$": "<rootDir>/test/esm-transform.js" },
      // The unified ecosystem (remark, mdast, micromark) ships ES modules only; CommonJS files pass through.
      transformIgnorePatterns: [],
      moduleNameMapper: {
        "\\.css$": "<rootDir>/test/style-mock.js",
        "^gatsby$": "<rootDir>/test/gatsby-mock.tsx",
        // MDX's compiler (test/mdx-body.test.tsx) needs these; they export an `import` condition only, which
        // Jest's resolver does not take.
        "^(estree-walker|periscopic|is-reference)$": "<rootDir>/node_modules/$1/src/index.js",
      },
    },
    {
      displayName: "e2e",
      testEnvironment: "node",
      // mcp/: the MCP server's specs read the same build (public/).
      roots: ["<rootDir>/e2e", "<rootDir>/mcp"],
      testMatch: ["**/*.spec.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
      globalSetup: "<rootDir>/e2e/support/global-setup.ts",
      globalTeardown: "<rootDir>/e2e/support/global-teardown.ts",
    },
    {
      // A generated site of ~600 pages built with default settings, its output compared with public/'s.
      displayName: "scale",
      testEnvironment: "node",
      roots: ["<rootDir>/e2e-scale"],
      testMatch: ["**/*.spec.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
    },
    {
      displayName: "develop",
      testEnvironment: "node",
      roots: ["<rootDir>/e2e-develop"],
      testMatch: ["**/*.spec.ts"],
      transform: { "^.+\\.tsx?$": tsJest },
    },
  ],
}
