/** Gatsby's table of page components (generated in .cache): each component's name to an `import()` of it. */
declare module "$virtual/async-requires" {
  export const components: Record<string, () => Promise<unknown>>
}
