import { countTags, groupByMonth, groupByYear, sortNewestFirst } from "./blog"

describe("blog helpers", () => {
  it("orders newest first and groups by year and month", () => {
    const posts = sortNewestFirst([
      { slug: "16-01-25", date: "2025-01-16" },
      { slug: "09-10-25", date: "2025-10-09" },
      { slug: "20-12-24", date: "2024-12-20" },
      { slug: "05-01-25", date: "2025-01-05" },
    ])
    expect(posts.map((post) => post.slug)).toEqual(["09-10-25", "16-01-25", "05-01-25", "20-12-24"])
    expect(groupByYear(posts).map((group) => [group.year, group.posts.length])).toEqual([
      ["2025", 3],
      ["2024", 1],
    ])
    expect(groupByMonth(posts.slice(0, 3)).map((group) => group.month)).toEqual(["Октябрь", "Январь"])
  })

  it("counts tags", () => {
    expect([...countTags([{ tags: ["a", "b"] }, { tags: ["a"] }])]).toEqual([
      ["a", 2],
      ["b", 1],
    ])
  })
})
