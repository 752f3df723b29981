/**
 * Gatsby develop's browser overlay, reached through its websocket manager (`gatsby/dist/utils/websocket-manager`,
 * internal). If a Gatsby release moves it, the terminal still names every problem, and this says once that the
 * overlay is not shown.
 */
let missing = false

/** Shows errors under `id` in the overlay, or clears them (null). */
export function showInOverlay(id: string, errors: unknown[] | null): void {
  if (missing) return
  let manager: { emitError(id: string, errors: unknown[] | null): void }
  try {
    // eval: the compile step bundles this file, and the module must be Gatsby's running instance, not a copy.
    const load = eval("require") as NodeRequire
    manager = (load("gatsby/dist/utils/websocket-manager") as { websocketManager: typeof manager }).websocketManager
  } catch (error) {
    missing = true
    console.warn(
      `src/node/overrides/develop-overlay.ts: Gatsby's websocket manager did not load (${(error as Error).message}); content problems are shown in the terminal only`,
    )
    return
  }
  manager.emitError(id, errors)
}
