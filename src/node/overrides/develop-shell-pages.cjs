"use strict"
/**
 * The page components of `gatsby develop`'s HTML renderer, which renders only the page shell
 * (.cache/develop-html/index.html) when server-side rendering in develop is off: none. Gatsby's develop
 * entry imports its table of page components, and webpack, building for Node, compiles every page for it
 * before the server answers; the shell never renders one. See `shellWithoutPages` in webpack.ts.
 */
exports.components = {}
