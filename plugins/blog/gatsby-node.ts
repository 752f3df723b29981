/**
 * The blog ('Что нового'): the paginated list of posts and of each tag, the tag index, the archive, each post
 * (templates/), and the RSS and Atom feeds. Options: `postsPerPage`.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { queryContent } from "../../src/node/content"
import { createPlannedPages } from "../../src/node/pages"
import { contentOutput } from "../../src/node/extend"
import { blogPages } from "./node/blog-pages"
import { writeFeeds } from "./node/feeds"

export interface BlogOptions {
  postsPerPage: number
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    postsPerPage: Joi.number().integer().min(1).default(10).description("Posts on each page of the list and of each tag"),
  })

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, actions, createNodeId, createContentDigest }, options) => {
  const nodes = await queryContent(graphql, reporter)
  if (!nodes) return
  createPlannedPages("blog", blogPages(nodes, options as unknown as BlogOptions), { actions, createNodeId, createContentDigest })
}

export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  contentOutput("feeds", ({ graphql, reporter }) => writeFeeds(graphql, reporter, path.resolve("public")))
}
