import type { GatsbyConfig } from "gatsby"
import path from "node:path"
import remarkGfm from "remark-gfm"
import remarkHeadingIds from "./src/node/mdx/remark-heading-ids"
import remarkProse from "./src/node/mdx/prose"
import rehypeTableLabels from "./src/node/mdx/rehype-table-labels"
import rehypeBlockHtml from "./src/node/mdx/rehype-block-html"
import rehypeHighlight from "./src/node/mdx/rehype-highlight"
import { NPROGRESS, SITE } from "./src/config/site"
import { FIGURE_OPTIONS } from "./src/config/figures"

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.title,
    description: SITE.tagline,
    siteUrl: SITE.url,
    url: SITE.url,
    baseUrl: SITE.baseUrl,
    favicon: SITE.favicon,
    locales: [...SITE.locales],
    defaultLocale: SITE.defaultLocale,
    region: SITE.region,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: path.resolve("content/docs") } },
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: path.resolve("content/blog") } },
    // Before gatsby-plugin-mdx: names the file and line of frontmatter that is not YAML.
    "frontmatter-syntax",
    "gatsby-plugin-sharp",
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        gatsbyRemarkPlugins: [
          {
            resolve: "gatsby-remark-images",
            options: FIGURE_OPTIONS,
          },
        ],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkProse, remarkHeadingIds],
          rehypePlugins: [rehypeTableLabels, rehypeHighlight, rehypeBlockHtml],
        },
      },
    },
    // The site's features, each a local plugin (plugins/): its pages, templates, components and outputs.
    "docs",
    "api-reference",
    { resolve: "blog", options: { postsPerPage: 10 } },
    "search",
    "assistants",
    {
      resolve: "gatsby-plugin-nprogress",
      options: {
        color: NPROGRESS.color,
        showSpinner: NPROGRESS.showSpinner,
        minimum: NPROGRESS.minimum,
        speed: NPROGRESS.speed,
        trickleSpeed: NPROGRESS.trickleSpeed,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Paths only, not page contexts: a context holds the page's whole sidebar, so reading every page's
        // grew with the square of the page count.
        query: `{ allSitePage { nodes { path } } allMdx(filter: { fields: { unlisted: { eq: true } } }) { nodes { fields { route } } } }`,
        resolveSiteUrl: () => SITE.url,
        // Unlisted docs pages and the not-found pages stay out of the sitemap.
        resolvePages: ({
          allSitePage,
          allMdx,
        }: {
          allSitePage: { nodes: Array<{ path: string }> }
          allMdx: { nodes: Array<{ fields: { route: string } }> }
        }) => {
          const unlisted = new Set(allMdx.nodes.map((node) => node.fields.route))
          // In path order: Gatsby lists pages in the order they were created, which varies between builds.
          return allSitePage.nodes
            .filter((page) => !unlisted.has(page.path) && !/^\/(dev-)?404/.test(page.path))
            .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        },
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
      },
    },
  ],
}

export default config
