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
import { DATED_PAGE_FIELDS, lastUpdatedOf, type DatedPage } from "./src/node/page-dates"

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
        // Paths only, not page contexts (read for every page, they would grow with the site), and what each
        // content page's last change is read from (src/node/page-dates.ts), for <lastmod>.
        query: `{ allSitePage { nodes { path } } allMdx(filter: { fields: { kind: { ne: null } } }) { nodes { ${DATED_PAGE_FIELDS} fields { route unlisted } } } }`,
        resolveSiteUrl: () => SITE.url,
        // Unlisted docs pages and the not-found pages stay out of the sitemap.
        resolvePages: ({
          allSitePage,
          allMdx,
        }: {
          allSitePage: { nodes: Array<{ path: string }> }
          allMdx: { nodes: Array<DatedPage & { fields: { route: string; unlisted: boolean } }> }
        }) => {
          const content = new Map(allMdx.nodes.map((node) => [node.fields.route, node]))
          // In path order: Gatsby lists pages in the order they were created, which varies between builds.
          return allSitePage.nodes
            .filter((page) => !content.get(page.path)?.fields.unlisted && !/^\/(dev-)?404/.test(page.path))
            .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
            .map((page) => {
              const node = content.get(page.path)
              return { path: page.path, lastmod: node ? lastUpdatedOf(node, { warn: () => undefined }) : null }
            })
        },
        serialize: ({ path: pagePath, lastmod }: { path: string; lastmod: string | null }) => ({ url: pagePath, ...(lastmod ? { lastmod } : {}) }),
      },
    },
  ],
}

export default config
