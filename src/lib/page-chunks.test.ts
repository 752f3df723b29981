import { PAGE_CHUNKS_ELEMENT_ID, pageChunksSliceHtml, pageChunksSliceId, parsePageChunks } from "./page-chunks"

const chunks = { name: "component---src-templates-doc-page-tsx-content-file-path-content-docs-start-mdx", module: 4885, chunks: ["0a1b2c3d4e", "5f6a7b8c9d"] }

describe("page chunks in a page's HTML", () => {
  it("names a slice per component that fits in a file name", () => {
    expect(pageChunksSliceId(chunks.name)).toBe(`_page-chunks-${chunks.name}`)
    // Gatsby keeps a component's name within `component---` and 215 characters.
    expect(`${pageChunksSliceId(`component---${"x".repeat(215)}`)}.html`.length).toBeLessThanOrEqual(255)
  })

  it("writes the chunks' scripts, then the data block the browser reads back", () => {
    const html = pageChunksSliceHtml(chunks, "/")
    expect(html).toBe(
      `<script src="/0a1b2c3d4e.js" async></script><script src="/5f6a7b8c9d.js" async></script>` +
        `<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">${JSON.stringify(chunks)}</script>`,
    )
    const data = /<script id="gatsby-page-chunks" type="application\/json">(.*)<\/script>$/.exec(html)?.[1]
    expect(parsePageChunks(data)).toEqual(chunks)
    expect(pageChunksSliceHtml(chunks, "/docs-prefix/")).toContain('<script src="/docs-prefix/0a1b2c3d4e.js" async>')
  })

  it("keeps a name with `<` from closing the data block", () => {
    const html = pageChunksSliceHtml({ ...chunks, name: "component---</script><script>alert(1)" })
    expect(html.match(/<\/script>/g)).toHaveLength(3)
    expect(parsePageChunks(/type="application\/json">(.*)<\/script>$/.exec(html)?.[1])?.name).toBe("component---</script><script>alert(1)")
  })

  it("reads back nothing from an absent, broken or foreign data block", () => {
    expect(parsePageChunks(null)).toBeNull()
    expect(parsePageChunks("")).toBeNull()
    expect(parsePageChunks("{not json")).toBeNull()
    expect(parsePageChunks(JSON.stringify({ name: "component---a", chunks: ["x"] }))).toBeNull()
    expect(parsePageChunks(JSON.stringify({ name: "component---a", module: 1, chunks: [1] }))).toBeNull()
  })
})
