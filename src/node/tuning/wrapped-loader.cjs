"use strict"
/**
 * For a webpack loader that wraps another one (mdx-once-loader.cjs): runs the
 * loader named in the wrapper's options (`{ loader, options }`) on `source`, with webpack's loader context as
 * it is but for its own options and the `overrides` given (the original reads everything from that context);
 * its output as a promise.
 *
 * @param {{ getOptions: () => { loader: string, options: unknown } }} context the wrapper's loader context
 * @param {string} source
 * @param {Record<string, unknown>} [overrides] context members to replace, by name
 * @returns {Promise<string>}
 */
function runWrapped(context, source, overrides = {}) {
  const { loader, options } = context.getOptions()
  const original = require(loader)
  const run = original.default ?? original
  const members = { getOptions: () => options, ...overrides }
  const wrapped = Object.create(context, Object.fromEntries(Object.entries(members).map(([name, value]) => [name, { value }])))
  return Promise.resolve(run.call(wrapped, source))
}

module.exports = { runWrapped }
