import { contentNode as node } from "../../../test/content-node"
import { blogPages } from "./blog-pages"

describe("the blog's pages", () => {
  it("plans a post page per post, newest first, with its neighbours", () => {
    const posts = [node("blog", "/blog/a", {}), { ...node("blog", "/blog/b"), frontmatter: { ...node("blog", "/blog/b").frontmatter, date: "2025-02-01" } }]
    const planned = blogPages(posts, { postsPerPage: 10 }).filter((page) => page.path.startsWith("/blog/") && "newer" in page.context)
    expect(planned.map((page) => [page.path, "newer" in page.context && page.context.newer?.route])).toEqual([
      ["/blog/b", undefined],
      ["/blog/a", "/blog/b"],
    ])
  })
})
