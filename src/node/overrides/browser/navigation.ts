/**
 * Gatsby's client navigation, wrapped: `window.___navigate` and `window.___loader` are the runtime's internal
 * globals (links call the first; the second loads a page's resources). Wrapped, a route change starts when a
 * link is followed, before Gatsby's hooks run, which fire only once the next page has loaded.
 */
export type GatsbyLoader = unknown

declare const __DOCS_OVERRIDES__: boolean

/** Calls `around(target, loader, next)` for a link to another page of the site; `next()` is Gatsby's navigate.
 * With DOCS_OVERRIDES=off, nothing: Gatsby's hooks alone mark a route change. */
export function wrapNavigate(around: (target: URL, loader: GatsbyLoader, next: () => unknown) => unknown): void {
  if (!__DOCS_OVERRIDES__) return
  const host = window as unknown as { ___navigate?: (...args: unknown[]) => unknown; ___loader?: GatsbyLoader }
  const navigate = host.___navigate
  const loader = host.___loader
  if (typeof navigate !== "function") return
  host.___navigate = (...args: unknown[]) => {
    const [to] = args
    if (typeof to !== "string") return navigate(...args)
    const target = new URL(to, window.location.href)
    if (target.origin !== window.location.origin || target.pathname === window.location.pathname || !loader) return navigate(...args)
    return around(target, loader, () => navigate(...args))
  }
}
