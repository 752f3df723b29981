/**
 * Turns of the event loop for a long loop of the build process. `await pause()` resolves at once until `sliceMs`
 * has passed since the event loop last ran, then after one turn of it (setImmediate), so timers, I/O and
 * messages are handled between slices. The content files are written while Gatsby's worker renders the
 * static HTML, and Gatsby's main thread hands that worker its next pages and takes the image jobs' results in
 * those turns: the search index, built in one go, once held it for a long stretch on a large site while the
 * worker waited (PERFORMANCE.md).
 */
export function eventLoopTurns(sliceMs = 20): () => Promise<void> {
  let sliceStarted = performance.now()
  return async () => {
    if (performance.now() - sliceStarted < sliceMs) return
    await new Promise<void>((resolve) => setImmediate(resolve))
    sliceStarted = performance.now()
  }
}
