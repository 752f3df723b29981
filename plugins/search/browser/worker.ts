/// <reference lib="webworker" />
/** The search worker: exposes the two operations with Comlink and ignores messages from other origins. */
import { expose } from "comlink"
import { createSearchService } from "./service"

const scope = self as unknown as DedicatedWorkerGlobalScope
const service = createSearchService(process.env.NODE_ENV === "development")

/**
 * The worker's first garbage collections, run while the reader has only focused the box: a fresh worker's first
 * scavenge costs 2–10 ms (the heap's first safepoint and handle scan among it), and left to itself it fell on the
 * reader's second keystroke, the first query's data filling the young generation. Allocating about 5 MB of short-lived
 * arrays runs two scavenges now, in 7–9 ms of a worker that nothing waits for.
 */
function collectEarly(): number {
  const kept: unknown[][] = new Array(8)
  for (let at = 0; at < 600; at += 1) kept[at % 8] = new Array(1000)
  return kept.length
}

let collected = false
const loadIndexes: typeof service.loadIndexes = async (...args) => {
  const loaded = await service.loadIndexes(...args)
  if (!collected) {
    collected = true
    setTimeout(collectEarly, 0)
  }
  return loaded
}

expose({ ...service, loadIndexes }, scope, [scope.location.origin, ""])
