"use strict"
// @ts-check
/**
 * `gatsby develop`: a content file saved while Gatsby is creating the pages again for the previous save is
 * not lost.
 *
 * Gatsby's develop state machine (gatsby/dist/state-machines/develop) applies a node change that arrives in
 * its `recreatingPages` state at once, but, unlike in `runningQueries`, does not mark the nodes dirty. The
 * pages are then never created again from it. When the change is a File node, its Mdx node is deleted at once
 * and created again a moment later by gatsby-plugin-mdx; if createPages queries in between, the page is
 * gone (a 404) until the next save, and the sidebar, search index and content problems stay those of the
 * save before. An author hits it by fixing a file right after the overlay names it, or with an editor that
 * saves on every pause.
 *
 * The change: in `recreatingPages` such a change also marks the nodes dirty, so once the queries have run
 * Gatsby creates the pages again, as it does for a change that arrives while they run. Changes made by
 * createPages itself (this site's sidebar nodes) are left as they are: they would make Gatsby create the
 * pages over and over.
 */
const path = require("node:path")
const { onModuleLoad } = require("./on-module-load.cjs")

const OVERRIDE = "src/node/overrides/develop-late-changes.cjs"
const FILE = "gatsby/dist/state-machines/develop"

/**
 * The parts of Gatsby's develop machine (an xstate v4 StateMachine) this override reads and passes on.
 * @typedef {{ actions?: unknown }} Transition
 * @typedef {{ on?: Record<string, Transition | undefined> }} StateConfig
 * @typedef {{ states?: Record<string, StateConfig | undefined> }} MachineConfig
 * @typedef {{ actions?: Record<string, unknown> }} MachineOptions
 * @typedef {{ config: MachineConfig, options: MachineOptions }} DevelopMachine
 * @typedef {{ nodesMutatedDuringQueryRun?: boolean }} DevelopContext
 * @typedef {{ payload?: unknown }} NodeChange
 */

/** Whether a deferred node change (the event's payload: { type, payload: [node, plugin, options] }) was made
 * by a createPages step: its options carry that step's trace id ("initial-createPages", "createPages #3").
 * @param {NodeChange | undefined} change
 * @returns {boolean}
 */
function fromCreatePages(change) {
  /** @type {Array<{ traceId?: unknown } | null | undefined>} the node, the plugin, the options */
  const args = Array.isArray(change?.payload) ? change.payload : []
  return args.some((arg) => typeof arg?.traceId === "string" && arg.traceId.includes("createPages"))
}

/** Gatsby's develop machine with the change above; throws, naming the file, when its `recreatingPages` state
 * does not handle node changes as this override expects (a Gatsby that handles them otherwise is left as is
 * only after someone looks).
 * @template M
 * @param {DevelopMachine} machine
 * @param {(config: MachineConfig, options: MachineOptions) => M} createMachine xstate's
 * @param {(assignment: { nodesMutatedDuringQueryRun: (context: DevelopContext, event: { payload?: NodeChange }) => boolean }) => unknown} assign xstate's
 * @returns {M}
 */
function withLateChangesMarked(machine, createMachine, assign) {
  const config = machine?.config
  const recreating = config?.states?.recreatingPages
  const handler = recreating?.on?.ADD_NODE_MUTATION
  const runningQueries = config?.states?.runningQueries?.on?.ADD_NODE_MUTATION?.actions
  if (
    !handler ||
    JSON.stringify(handler.actions) !== JSON.stringify("callApi") ||
    !Array.isArray(runningQueries) ||
    !runningQueries.includes("markNodesDirty")
  ) {
    throw new Error(`${OVERRIDE}: ${FILE} no longer applies node changes in recreatingPages with "callApi" alone; update the override for this Gatsby version`)
  }
  const markLateChangeDirty = assign({
    nodesMutatedDuringQueryRun: (context, event) => context.nodesMutatedDuringQueryRun || !fromCreatePages(event.payload),
  })
  const states = {
    ...config.states,
    recreatingPages: {
      ...recreating,
      on: { .../** @type {StateConfig} */ (recreating).on, ADD_NODE_MUTATION: { actions: ["markLateChangeDirty", "callApi"] } },
    },
  }
  return createMachine({ ...config, states }, { ...machine.options, actions: { ...machine.options.actions, markLateChangeDirty } })
}

/**
 * Has Node load Gatsby's develop machine with the change, in the site at `root`.
 * @param {string} [root]
 * @returns {void}
 */
function install(root = process.cwd()) {
  onModuleLoad(root, FILE, {
    name: "develop-late-changes",
    /** @param {{ developMachine: DevelopMachine }} exports */
    exports(exports) {
      const xstate = require(require.resolve("xstate", { paths: [path.dirname(require.resolve(FILE, { paths: [root] }))] }))
      exports.developMachine = withLateChangesMarked(exports.developMachine, xstate.createMachine, xstate.assign)
    },
  })
}

module.exports = { install, withLateChangesMarked, fromCreatePages }
