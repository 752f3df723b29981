declare module "*.module.css" {
  const classes: Record<string, string>
  export = classes
}
declare module "accessible-nprogress" {
  const NProgress: { start(): void; done(): void; configure(options: Record<string, unknown>): void; isStarted(): boolean }
  export default NProgress
}
declare module "prismjs/components/prism-core" {
  import Prism from "prismjs"
  export default Prism
}
declare module "prismjs/components/*"
