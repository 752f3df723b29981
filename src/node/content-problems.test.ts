import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { bodyLineOffset, readMdx } from "./mdx/mdx-tree"
import { formatProblem, lineOf, missingImagesOf, reportContentProblems } from "./content-problems"

describe("content problems", () => {
  const cwd = process.cwd()
  let dir: string

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-problems-"))
    process.chdir(dir)
    fs.mkdirSync("content/docs/start/img", { recursive: true })
    fs.writeFileSync("content/docs/start/img/real.png", "")
    fs.writeFileSync("content/docs/start/page.mdx", "---\ntitle: Страница\n---\n\n![Есть](./img/real.png)\n\n![Нет](./img/missing.png)\n")
  })
  afterEach(() => {
    process.chdir(cwd)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("names the file and line", () => {
    expect(formatProblem({ file: "content/docs/a.mdx", line: 7, message: "broken" })).toBe("content/docs/a.mdx:7: broken")
    expect(formatProblem({ file: "content/docs/a.mdx", message: "broken" })).toBe("content/docs/a.mdx: broken")
    expect(lineOf("content/docs/start/page.mdx", "./img/missing.png")).toBe(7)
    expect(lineOf("content/docs/start/page.mdx", "nowhere")).toBeUndefined()
    expect(lineOf("content/docs/start/absent.mdx", "x")).toBeUndefined()
  })

  it("finds images that do not exist beside the page, with their line", () => {
    const file = fs.readFileSync("content/docs/start/page.mdx", "utf8")
    const body = file.slice(file.indexOf("---\n", 4) + 4)
    expect(missingImagesOf("content/docs/start/page.mdx", readMdx(body, bodyLineOffset(file, body)).images)).toEqual([
      { file: "content/docs/start/page.mdx", line: 7, message: "image ./img/missing.png: no such file" },
    ])
  })

  it("stops the build with every problem by file and line, and says nothing when there is none", () => {
    const panicOnBuild = jest.fn()
    const reporter = { panicOnBuild } as unknown as Reporter
    reportContentProblems(reporter, "pages", "Content problems (2)", [
      { file: "content/docs/a.mdx", line: 3, message: "/docs/x: no page at /docs/x" },
      { file: "content/docs/api/openapi.yaml", line: 12, message: "not valid YAML" },
    ])
    expect(panicOnBuild).toHaveBeenCalledWith(
      "Content problems (2):\n  content/docs/a.mdx:3: /docs/x: no page at /docs/x\n  content/docs/api/openapi.yaml:12: not valid YAML",
    )
    panicOnBuild.mockClear()
    reportContentProblems(reporter, "pages", "Content problems (0)", [])
    expect(panicOnBuild).not.toHaveBeenCalled()
  })
})
