/** The blog: paginated lists (all posts and per tag), the tag index, the archive and each post. */
import { pagePreview } from "../../../src/node/previews"
import { BLOG, ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import { paginate } from "../lib/paginate"
import { countTags, listTitle, sortNewestFirst, tagRouteOf } from "../lib/blog"
import type { BlogArchiveContext, BlogListContext, BlogPostContext, BlogPostLink, BlogTagsContext } from "../../../src/lib/page-context"
import type { ContentNode } from "../../../src/node/content"
import type { PlannedPage } from "../../../src/node/pages"
import path from "node:path"

export type BlogPage = PlannedPage<BlogListContext> | PlannedPage<BlogTagsContext> | PlannedPage<BlogArchiveContext> | PlannedPage<BlogPostContext>

export interface BlogPost {
  id: string
  slug: string
  date: string
  title: string
  route: string
  tags: string[]
  source: string
  excerpt: string
  /** When the post last changed (YYYY-MM-DD), never before its date. */
  lastUpdated: string | null
}

/** The posts, newest first. */
export function blogPostsOf(nodes: readonly ContentNode[]): BlogPost[] {
  return sortNewestFirst(
    nodes
      .filter((node) => node.fields.kind === "blog")
      .map((node) => ({
        id: node.id,
        slug: node.frontmatter.slug ?? "",
        date: (node.frontmatter.date ?? "").slice(0, 10),
        title: node.frontmatter.title,
        route: node.fields.route,
        tags: node.frontmatter.tags ?? [],
        source: node.fields.sourcePath,
        excerpt: node.fields.excerpt ?? "",
        lastUpdated: node.lastUpdated,
      })),
  )
}

/** The blog's templates, in this plugin. */
const templateOf = (name: string): string => path.resolve("plugins/blog/templates", `${name}.tsx`)

const tagLabelOf = (key: string): string => BLOG.tags[key] ?? key

/** Plans every blog page from the content nodes. */
export function blogPages(nodes: readonly ContentNode[], { postsPerPage }: { postsPerPage: number }): BlogPage[] {
  const posts = blogPostsOf(nodes)
  const allPosts: BlogPostLink[] = posts.map(({ title, route, date }) => ({ title, route, date }))
  const listPages = (items: readonly BlogPost[], basePath: string, tag: BlogListContext["tag"]): Array<PlannedPage<BlogListContext>> =>
    paginate(items, postsPerPage, basePath).map((page) => ({
      path: page.path,
      source: tag ? `blog tag ${tag.key}` : "blog list",
      component: templateOf("blog-list"),
      context: {
        ids: page.items.map((post) => post.id),
        pageNumber: page.pageNumber,
        totalPages: page.totalPages,
        newerPath: page.newerPath,
        olderPath: page.olderPath,
        tag,
        allPosts,
        preview: pagePreview(page.path, listTitle({ tag, pageNumber: page.pageNumber }), t("blog.title")),
      },
    }))

  const tagCounts = countTags(posts)
  return [
    ...listPages(posts, ROUTES.blog, null),
    ...[...tagCounts.keys()].flatMap((key) =>
      listPages(
        posts.filter((post) => post.tags.includes(key)),
        tagRouteOf(key),
        { key, label: tagLabelOf(key) },
      ),
    ),
    {
      path: ROUTES.blogTags,
      source: "blog tags",
      component: templateOf("blog-tags"),
      context: {
        tags: [...tagCounts].map(([key, count]) => ({ key, label: tagLabelOf(key), route: tagRouteOf(key), count })),
        allPosts,
        preview: pagePreview(ROUTES.blogTags, t("blog.tags"), t("blog.title")),
      },
    },
    {
      path: ROUTES.blogArchive,
      source: "blog archive",
      component: templateOf("blog-archive"),
      context: { allPosts, preview: pagePreview(ROUTES.blogArchive, t("blog.archiveTitle"), t("blog.title")) },
    },
    ...posts.map((post, index): PlannedPage<BlogPostContext> => ({
      path: post.route,
      source: post.source,
      component: templateOf("blog-post"),
      context: {
        id: post.id,
        newer: allPosts[index - 1] ?? null,
        older: allPosts[index + 1] ?? null,
        allPosts,
        lastUpdated: post.lastUpdated,
        preview: pagePreview(post.route, post.title, t("blog.title")),
      },
    })),
  ]
}
