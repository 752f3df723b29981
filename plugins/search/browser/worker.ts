/// <reference lib="webworker" />
/** The search worker: exposes the two operations with Comlink and ignores messages from other origins. */
import { expose } from "comlink"
import { createSearchService } from "./service"

const scope = self as unknown as DedicatedWorkerGlobalScope
expose(createSearchService(process.env.NODE_ENV === "development"), scope, [scope.location.origin, ""])
