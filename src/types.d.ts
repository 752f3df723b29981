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
