/**
 * accessible-nprogress on demand. gatsby-plugin-nprogress and gatsby-browser.tsx import it by name, and
 * src/node/tuning/webpack.ts points that name at this module, so the library is not part of the scripts every
 * page loads before it is interactive. It is fetched once the browser is idle after the first page, long
 * before a route change is slow enough to show the bar; a start or done asked for earlier is applied
 * when it arrives. If it cannot load, the bar is simply not shown.
 */
import { TIMING } from "../config/site"

let library: NProgressApi | null = null
let loading: Promise<void> | null = null
let options: Record<string, unknown> = {}
let started = false

function load(): Promise<void> {
  loading ??= import("accessible-nprogress/dist/accessible-nprogress.js").then(
    (module) => {
      library = module.default
      library.configure(options)
      if (started) library.start()
    },
    () => {
      loading = null
    },
  )
  return loading
}

function loadWhenIdle(): void {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback
  if (idle) idle(() => void load())
  else window.setTimeout(() => void load(), TIMING.progressStartDelayMs)
}

const NProgress: NProgressApi = {
  configure(next) {
    options = { ...options, ...next }
    library?.configure(options)
    if (!loading) loadWhenIdle()
  },
  start() {
    started = true
    if (library) library.start()
    else void load()
  },
  done() {
    started = false
    library?.done()
  },
  isStarted: () => library?.isStarted() ?? started,
}

export default NProgress
