import { pagePath, paginate } from "./paginate"

describe("paginate", () => {
  const posts = Array.from({ length: 17 }, (_, i) => `post-${i + 1}`)

  it("splits 17 posts into 10 and 7 with newer/older links", () => {
    const pages = paginate(posts, 10, "/blog")
    expect(pages.map((page) => [page.path, page.items.length, page.newerPath, page.olderPath])).toEqual([
      ["/blog", 10, null, "/blog/page/2"],
      ["/blog/page/2", 7, "/blog", null],
    ])
    expect(pages[1].items[0]).toBe("post-11")
  })

  it("serves tag pages with the same function", () => {
    const pages = paginate(posts, 10, "/blog/tags/история-изменений")
    expect(pages[1].path).toBe("/blog/tags/история-изменений/page/2")
  })

  it("returns one empty page for no items and one page for exactly perPage", () => {
    expect(paginate([], 10, "/blog")).toEqual([{ path: "/blog", items: [], pageNumber: 1, totalPages: 1, newerPath: null, olderPath: null }])
    expect(paginate(posts.slice(0, 10), 10, "/blog")).toHaveLength(1)
  })

  it("rejects a page size that is not a positive integer", () => {
    expect(() => paginate(posts, 0, "/blog")).toThrow(RangeError)
    expect(() => paginate(posts, 2.5, "/blog")).toThrow(RangeError)
  })

  it("names page paths", () => {
    expect(pagePath("/blog", 1)).toBe("/blog")
    expect(pagePath("/blog", 3)).toBe("/blog/page/3")
  })
})
