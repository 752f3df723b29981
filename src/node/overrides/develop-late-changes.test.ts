import path from "node:path"

type Machine = { config: Record<string, unknown>; options: unknown; withConfig: (options: unknown) => Machine; withContext: (context: unknown) => Machine }

const { withLateChangesMarked } = require(path.resolve("src/node/overrides/develop-late-changes.cjs")) as {
  withLateChangesMarked: (machine: Machine, createMachine: unknown, assign: unknown) => Machine
}
const DEVELOP = "gatsby/dist/state-machines/develop"

const { developMachine } = require(DEVELOP) as { developMachine: Machine }

const xstate = require(require.resolve("xstate", { paths: [path.dirname(require.resolve(DEVELOP))] })) as {
  createMachine: unknown
  assign: unknown
  interpret: (machine: Machine) => Service
}
type Service = {
  onTransition: (listener: (state: { value: unknown }) => void) => Service
  start: () => Service
  send: (event: unknown) => void
  stop: () => void
}

/** A node change as Gatsby's deferred actions send it: the action, its arguments and the options of the step
 * that made it. */
const change = (traceId: string): unknown => ({
  type: "ADD_NODE_MUTATION",
  payload: { type: "createNode", payload: [{ id: "a file" }, { name: "a plugin" }, { traceId }] },
})

/**
 * Runs `machine` (Gatsby's develop machine, its services and side effects stood in for) from
 * `recreatingPages`, sends `event` while the pages are being created, and gives the states it went through
 * until it waits: "recreatingPages" twice means the pages were created again.
 */
async function statesAfter(machine: Machine, event: unknown): Promise<string[]> {
  const finishes: Array<() => void> = []
  const step = (): Promise<void> => new Promise((resolve) => finishes.push(resolve))
  const idle = (): Promise<void> => new Promise(() => undefined)
  const nothing = (): void => undefined
  const actions = Object.fromEntries(
    ["callApi", "saveDbState", "spawnMutationListener", "spawnWebpackListener", "assignServers", "setRecompiledFiles", "logError", "panic"].map((name) => [
      name,
      nothing,
    ]),
  )
  // Started where a saved change has brought it (xstate runs a state's services only when it enters it).
  const creatingPages = (xstate.createMachine as (config: unknown, options: unknown) => Machine)(
    { ...machine.config, initial: "recreatingPages" },
    machine.options,
  )
  const stood = creatingPages
    .withConfig({ services: { recreatePages: step, runQueries: step, waitForMutations: idle, recompile: step }, actions })
    .withContext({ compiler: {}, store: {}, program: {} })
  const states: string[] = []
  const service = xstate.interpret(stood)
  service.onTransition((state) => states.push(String(state.value)))
  const running = service.start()
  const advance = async (): Promise<void> => {
    await new Promise((resolve) => setImmediate(resolve))
    finishes.shift()?.()
    await new Promise((resolve) => setImmediate(resolve))
  }
  running.send(event)
  for (let i = 0; i < 6 && states.at(-1) !== "waiting"; i++) await advance()
  running.stop()
  return states
}

describe("a content change saved while gatsby develop creates the pages again", () => {
  const patched = withLateChangesMarked(developMachine, xstate.createMachine, xstate.assign)

  it("has the pages created again once the queries have run", async () => {
    expect(await statesAfter(patched, change("initial-sourceNodes"))).toEqual([
      "recreatingPages",
      "recreatingPages",
      "runningQueries",
      "recreatingPages",
      "runningQueries",
      "waiting",
    ])
  })

  it("is lost in Gatsby's own machine (what the override is for)", async () => {
    expect(await statesAfter(developMachine, change("initial-sourceNodes"))).toEqual(["recreatingPages", "recreatingPages", "runningQueries", "waiting"])
  })

  it("does not make createPages's own node changes create the pages again", async () => {
    for (const traceId of ["initial-createPages", "createPages #3"]) {
      expect(await statesAfter(patched, change(traceId))).toEqual(["recreatingPages", "recreatingPages", "runningQueries", "waiting"])
    }
  })

  it("stops, naming itself, when Gatsby's machine handles node changes otherwise", () => {
    const config = developMachine.config as { states: Record<string, { on?: Record<string, unknown> }> }
    const changed = {
      config: { ...config, states: { ...config.states, recreatingPages: { on: { ADD_NODE_MUTATION: { actions: ["markNodesDirty", "callApi"] } } } } },
      options: {},
    }
    expect(() => withLateChangesMarked(changed as unknown as Machine, xstate.createMachine, xstate.assign)).toThrow(
      /develop-late-changes\.cjs: gatsby\/dist\/state-machines\/develop no longer applies node changes/,
    )
  })
})
