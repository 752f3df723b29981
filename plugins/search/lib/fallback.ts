/**
 * Where the page's search call runs: in the worker while it answers, else on the main thread. Kept apart from client.ts (which
 * starts the worker from `import.meta.url`) so the rule is tested on its own.
 */

/**
 * Runs `operation` on `worker`, and once more there if it fails: a worker whose index files went with a deploy has
 * forgotten that index and reads the new one when asked again (see createEngine). Only a second failure gives the
 * worker up (`lost`) and runs the operation on the main thread (`here`); so does a page without a worker.
 */
export async function inWorkerOrHere<A, T>(
  worker: A | null,
  here: () => Promise<A>,
  operation: (api: A) => Promise<T>,
  lost: (error: unknown) => void,
): Promise<T> {
  if (worker) {
    try {
      return await operation(worker)
    } catch {
      try {
        return await operation(worker)
      } catch (error) {
        lost(error)
      }
    }
  }
  return operation(await here())
}
