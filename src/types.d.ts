declare module "*.module.css" {
  const classes: Record<string, string>
  export = classes
}
type NProgressApi = { start(): void; done(): void; configure(options: Record<string, unknown>): void; isStarted(): boolean }
declare module "accessible-nprogress" {
  const NProgress: NProgressApi
  export default NProgress
}
/** The library itself, under a path that the on-demand alias of `accessible-nprogress` does not catch. */
declare module "accessible-nprogress/dist/accessible-nprogress.js" {
  const NProgress: NProgressApi
  export default NProgress
}
declare module "prismjs/components/prism-core" {
  import Prism from "prismjs"
  export default Prism
}
declare module "prismjs/components/*"

/** subset-font ships no types: the options this site passes (https://github.com/papandreou/subset-font). */
declare module "subset-font" {
  type Options = { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"; keepFeatures?: string[]; keepAllGlyphs?: boolean }
  function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
  export = subsetFont
}
