import childProcess, { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readContentDates, readOperationDates } from "./content-dates"
import { lastUpdatedOf } from "./page-dates"

const folders: string[] = []
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))

/** The environment without GIT_* variables, so fixture commands touch only their own repository. */
const ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GIT_")))

/** A new empty folder in the system's temporary folder, removed after the tests. */
function folder(name: string): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), `content-dates-${name}-`))
  folders.push(made)
  return made
}

/** Runs git in `cwd`, with author and committer dates set to `date` if given. */
function git(cwd: string, args: string[], date?: string): string {
  const env = date ? { ...ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : ENV
  return execFileSync("git", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
}

/** A new repository with no commits. */
function repository(name: string): string {
  const root = folder(name)
  git(root, ["init", "-q", "-b", "main"])
  return root
}

/** Writes files (relative paths) under `root`. */
function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
}

/** Commits everything in the work tree at `date` (`editsOnly`: changes to tracked files, with no `git add`). */
function commit(root: string, date: string, editsOnly = false): void {
  if (!editsOnly) git(root, ["add", "-A"])
  git(
    root,
    ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-q", "--no-verify", ...(editsOnly ? ["-a"] : []), "-m", date],
    date,
  )
}

/** Moves a file with `git mv`. */
function move(root: string, from: string, to: string): void {
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true })
  git(root, ["mv", from, to])
}

/** A page long enough that editing one line keeps it similar for git's rename detection. */
function page(title: string, edit = ""): string {
  return [`# ${title}`, ...Array.from({ length: 20 }, (_, i) => `Line ${i} of ${title}.`), edit].join("\n")
}

describe("readContentDates", () => {
  it("dates each file by its last content change, following renames, and ignores uncommitted edits", () => {
    const root = repository("dates")
    write(root, {
      "content/a.md": page("a"),
      "content/b.md": page("b"),
      "content/c.md": page("c"),
      "content/d.md": page("d"),
      "content/e.md": page("e"),
      "README.md": "readme",
    })
    commit(root, "2025-01-10T10:00:00Z")
    write(root, { "content/a.md": page("a", "edited") })
    commit(root, "2025-02-01T10:00:00Z")
    move(root, "content/b.md", "content/guides/b-moved.md")
    commit(root, "2025-03-01T10:00:00Z")
    move(root, "content/c.md", "content/c-renamed.md")
    write(root, { "content/c-renamed.md": page("c", "edited while renamed") })
    commit(root, "2025-04-01T10:00:00Z")
    write(root, { "content/d.md": page("d", "edited"), "README.md": "readme, edited" })
    // 23:30 at UTC-5 is the next day in UTC.
    commit(root, "2025-05-01T23:30:00-05:00")
    write(root, { "content/e.md": page("e", "not committed yet"), "content/new.md": page("new") })

    const warn = jest.fn()
    const dates = readContentDates(root, { warn })
    expect(dates.history).toBe("full")
    expect(warn).not.toHaveBeenCalled()
    const files = ["a.md", "guides/b-moved.md", "c-renamed.md", "d.md", "e.md", "b.md", "c.md", "new.md"].map((file) => `content/${file}`)
    expect(Object.fromEntries(files.map((file) => [file, dates.fileDate(file)]))).toEqual({
      "content/a.md": "2025-02-01",
      "content/guides/b-moved.md": "2025-01-10",
      "content/c-renamed.md": "2025-04-01",
      "content/d.md": "2025-05-02",
      "content/e.md": "2025-01-10",
      "content/b.md": null,
      "content/c.md": null,
      "content/new.md": null,
    })
    expect(dates.fileDate("README.md")).toBeNull()
    expect(readContentDates(root, { paths: ["content", "README.md"] }).fileDate("README.md")).toBe("2025-05-02")
    // Run from a folder inside the repository, paths are relative to that folder.
    expect(readContentDates(path.join(root, "content"), { paths: ["."] }).fileDate("guides/b-moved.md")).toBe("2025-01-10")
  })

  it("leaves a file's date where a commit changed only what readers do not see, renamed or not, in one git cat-file a round", () => {
    const root = repository("readers")
    const mdx = (questions: string, body: string, title = "Page") => `---\ntitle: ${title}\nquestions:\n  - "${questions}"\n---\n\n${page(body)}`
    write(root, { "content/a.mdx": mdx("q1", "a"), "content/b.mdx": mdx("q1", "b"), "content/c.mdx": mdx("q1", "c"), "content/img.png": "png" })
    commit(root, "2025-01-10T10:00:00Z")
    write(root, { "content/a.mdx": mdx("q1", "a, edited"), "content/b.mdx": mdx("q1", "b", "Page, retitled"), "content/img.png": "png, edited" })
    commit(root, "2025-02-01T10:00:00Z")
    write(root, { "content/a.mdx": mdx("q2", "a, edited"), "content/b.mdx": mdx("q2", "b", "Page, retitled"), "content/c.mdx": mdx("q2", "c") })
    commit(root, "2025-03-01T10:00:00Z")
    move(root, "content/a.mdx", "content/moved/a.mdx")
    write(root, { "content/moved/a.mdx": mdx("q3", "a, edited") })
    commit(root, "2025-04-01T10:00:00Z")

    // Readers see everything but the questions (the build's sameForReaders leaves out the frontmatter's search-only fields).
    const readers = {
      files: /\.mdx$/,
      same: (a: string, b: string) => a.replace(/^questions:\n(?: {2}- .*\n)*/m, "") === b.replace(/^questions:\n(?: {2}- .*\n)*/m, ""),
    }
    const spy = jest.spyOn(childProcess, "execFileSync")
    try {
      const dates = readContentDates(root, { readers })
      expect(["content/moved/a.mdx", "content/b.mdx", "content/c.mdx", "content/img.png"].map((file) => dates.fileDate(file))).toEqual([
        "2025-02-01",
        "2025-02-01",
        "2025-01-10",
        "2025-02-01",
      ])
      // Rounds: a (2025-04), b and c (2025-03); a (2025-03) and b (2025-02); a (2025-02). c's first commit needs no read.
      expect(spy.mock.calls.filter(([, args]) => (args ?? []).includes("cat-file"))).toHaveLength(3)
    } finally {
      spy.mockRestore()
    }
    // Without `readers`, every commit that changes a file dates it.
    expect(readContentDates(root).fileDate("content/moved/a.mdx")).toBe("2025-04-01")
  })

  it("does not give a deleted file's dates to a file that takes its name", () => {
    const root = repository("reused-name")
    write(root, { "content/x.md": page("x"), "content/y.md": page("y"), "content/z.md": page("z") })
    commit(root, "2025-01-10T10:00:00Z")
    write(root, { "content/x.md": page("x", "edited"), "content/z.md": page("z", "edited") })
    commit(root, "2025-02-01T10:00:00Z")
    fs.rmSync(path.join(root, "content/x.md"))
    fs.rmSync(path.join(root, "content/z.md"))
    commit(root, "2025-03-01T10:00:00Z")
    move(root, "content/y.md", "content/x.md")
    commit(root, "2025-04-01T10:00:00Z")
    // A new z.md, not committed yet: not the deleted one.
    write(root, { "content/z.md": page("z, again") })

    const dates = readContentDates(root)
    expect([dates.fileDate("content/x.md"), dates.fileDate("content/z.md")]).toEqual(["2025-01-10", null])
  })

  it("dates a file by its branch's commit, not by the merge that brought it in", () => {
    const root = repository("merge")
    write(root, { "content/a.md": page("a"), "content/b.md": page("b") })
    commit(root, "2025-01-10T10:00:00Z")
    git(root, ["checkout", "-q", "-b", "feature"])
    write(root, { "content/a.md": page("a", "edited on a branch") })
    commit(root, "2025-02-01T10:00:00Z")
    git(root, ["checkout", "-q", "main"])
    write(root, { "content/b.md": page("b", "edited on main") })
    commit(root, "2025-03-01T10:00:00Z")
    const merge = ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "merge", "-q", "--no-ff", "--no-edit", "feature"]
    git(root, merge, "2025-06-01T10:00:00Z")
    expect(git(root, ["log", "-1", "--format=%p"]).trim().split(" ")).toHaveLength(2)

    const dates = readContentDates(root)
    expect([dates.fileDate("content/a.md"), dates.fileDate("content/b.md")]).toEqual(["2025-02-01", "2025-03-01"])
  })

  it("gives no dates in a shallow clone, rather than its one commit's date everywhere, and warns once", () => {
    const source = repository("shallow-source")
    write(source, { "content/a.md": page("a"), "content/b.md": page("b") })
    commit(source, "2025-01-10T10:00:00Z")
    write(source, { "content/b.md": page("b", "edited") })
    commit(source, "2025-02-01T10:00:00Z")
    const clone = path.join(folder("shallow"), "clone")
    git(os.tmpdir(), ["clone", "-q", "--depth", "1", `file://${source}`, clone])

    const warn = jest.fn()
    const dates = readContentDates(clone, { warn })
    expect(dates.history).toBe("shallow")
    expect([dates.fileDate("content/a.md"), dates.fileDate("content/b.md")]).toEqual([null, null])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain(clone)
    expect(warn.mock.calls[0][0]).toContain("git fetch --unshallow")
    expect(warn.mock.calls[0][0]).toContain("last_updated")
  })

  it("gives no dates outside a repository or in one without commits, and warns once", () => {
    for (const root of [folder("not-a-repository"), repository("no-commits")]) {
      write(root, { "content/a.md": page("a") })
      const warn = jest.fn()
      const dates = readContentDates(root, { warn })
      expect(dates.history).toBe("none")
      expect(dates.fileDate("content/a.md")).toBeNull()
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0][0]).toContain(root)
      expect(warn.mock.calls[0][0]).toContain("last_updated")
    }
  })

  it("reads a repository of 200 files and 50 commits with one git log", () => {
    const root = repository("one-log")
    const names = Array.from({ length: 200 }, (_, i) => `content/p${String(i).padStart(3, "0")}.md`)
    write(root, Object.fromEntries(names.map((name) => [name, page(name)])))
    commit(root, "2025-01-01T10:00:00Z")
    for (let day = 1; day <= 49; day += 1) {
      write(root, Object.fromEntries([0, 1, 2, 3].map((k) => [names[day * 4 + k], page(names[day * 4 + k], `edit ${day}`)])))
      commit(root, `2025-03-${String(Math.ceil(day / 2)).padStart(2, "0")}T${day % 2 ? "09" : "15"}:00:00Z`, true)
    }

    const spy = jest.spyOn(childProcess, "execFileSync")
    try {
      const dates = readContentDates(root)
      const found = names.map((name) => dates.fileDate(name))
      const logs = spy.mock.calls.filter(([command, args]) => command === "git" && (args ?? []).includes("log"))
      expect(logs.length).toBe(1)
      expect(spy).toHaveBeenCalledTimes(2)
      expect(found.every((date) => date !== null)).toBe(true)
      expect([found[0], found[8], found[199]]).toEqual(["2025-01-01", "2025-03-01", "2025-03-25"])
    } finally {
      spy.mockRestore()
    }
  })
})

/** Operation id -> operation, from an OpenAPI document's paths. */
function operationIds(document: unknown): Map<string, unknown> {
  const operations = new Map<string, unknown>()
  const paths = (document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {}
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) if (operation.operationId) operations.set(operation.operationId, operation)
  return operations
}

/** An OpenAPI document of three operations, each with a summary and a response description. */
function openapi(summaries: { a: string; b: string; c: string }, cKeysReversed = false): string {
  const c = cKeysReversed
    ? ["    get:", "      responses:", '        "200": { description: ok }', `      summary: ${summaries.c}`, "      operationId: opC"]
    : ["    get:", "      operationId: opC", `      summary: ${summaries.c}`, "      responses:", '        "200": { description: ok }']
  return [
    "openapi: 3.1.0",
    "info: { title: API, version: '1' }",
    "paths:",
    "  /a:",
    "    get:",
    "      operationId: opA",
    `      summary: ${summaries.a}`,
    "      responses:",
    '        "200": { description: ok }',
    "  /b:",
    "    post:",
    "      operationId: opB",
    `      summary: ${summaries.b}`,
    "      responses:",
    '        "200": { description: ok }',
    "  /c:",
    ...c,
    "",
  ].join("\n")
}

describe("readOperationDates", () => {
  it("dates each operation by the last commit that changed it, following the file's rename", () => {
    const root = repository("operations")
    write(root, { "content/docs/api/openapi.yaml": openapi({ a: "Read A", b: "Create B", c: "Read C" }) })
    commit(root, "2025-01-10T10:00:00Z")
    write(root, { "content/docs/api/openapi.yaml": openapi({ a: "Read A, edited", b: "Create B", c: "Read C" }) })
    commit(root, "2025-02-01T10:00:00Z")
    move(root, "content/docs/api/openapi.yaml", "content/api/openapi.yaml")
    // opC's keys are reordered: the same operation, written differently.
    write(root, { "content/api/openapi.yaml": openapi({ a: "Read A, edited", b: "Create B, edited", c: "Read C" }, true) })
    commit(root, "2025-03-01T10:00:00Z")
    expect(git(root, ["log", "-1", "-M", "--name-status", "--format="]).trim()).toMatch(
      /^R\d+\s+content\/docs\/api\/openapi.yaml\s+content\/api\/openapi.yaml$/,
    )

    expect(readOperationDates(root, "content/api/openapi.yaml", operationIds)).toEqual(
      new Map([
        ["opA", "2025-02-01"],
        ["opB", "2025-03-01"],
        ["opC", "2025-01-10"],
      ]),
    )
  })

  it("skips a commit whose YAML does not parse", () => {
    const root = repository("operations-broken")
    write(root, { "openapi.yaml": openapi({ a: "Read A", b: "Create B", c: "Read C" }) })
    commit(root, "2025-01-10T10:00:00Z")
    write(root, { "openapi.yaml": "paths: [unclosed\n" })
    commit(root, "2025-02-01T10:00:00Z")
    write(root, { "openapi.yaml": openapi({ a: "Read A, edited", b: "Create B", c: "Read C" }) })
    commit(root, "2025-03-01T10:00:00Z")

    const dates = readOperationDates(root, "openapi.yaml", operationIds)
    expect([dates.get("opA"), dates.get("opB"), dates.get("opC")]).toEqual(["2025-03-01", "2025-01-10", "2025-01-10"])
  })

  it("returns no dates without full history", () => {
    const source = repository("operations-shallow-source")
    write(source, { "openapi.yaml": openapi({ a: "Read A", b: "Create B", c: "Read C" }) })
    commit(source, "2025-01-10T10:00:00Z")
    write(source, { "openapi.yaml": openapi({ a: "Read A", b: "Create B, edited", c: "Read C" }) })
    commit(source, "2025-02-01T10:00:00Z")
    const clone = path.join(folder("operations-shallow"), "clone")
    git(os.tmpdir(), ["clone", "-q", "--depth", "1", `file://${source}`, clone])
    const plain = folder("operations-none")
    write(plain, { "openapi.yaml": openapi({ a: "Read A", b: "Create B", c: "Read C" }) })

    expect(readOperationDates(source, "openapi.yaml", operationIds).size).toBe(3)
    expect(readOperationDates(clone, "openapi.yaml", operationIds)).toEqual(new Map())
    expect(readOperationDates(plain, "openapi.yaml", operationIds)).toEqual(new Map())
  })
})

describe("a page's last change (page-dates.ts)", () => {
  const quiet = { warn: jest.fn() }
  const node = (kind: string, sourcePath: string, frontmatter: Record<string, unknown> = {}, operations: string[] = []) => ({
    fields: { kind, sourcePath, apiRefs: operations.map((id) => ({ id })) },
    frontmatter,
  })

  it("is the file's last change, an API page's operations' if later, a post's never before its date, and the frontmatter's when written", () => {
    const root = repository("pages")
    const api = (summary: string) => `openapi: 3.1.0\npaths:\n  /a:\n    post:\n      operationId: sendA\n      summary: ${summary}\n`
    write(root, {
      "content/docs/a.mdx": page("A"),
      "content/docs/api/send.mdx": page("Send"),
      "content/docs/api/openapi.yaml": api("one"),
      "content/blog/p.mdx": page("P"),
    })
    commit(root, "2025-03-01T10:00:00Z")
    write(root, { "content/docs/api/openapi.yaml": api("two") })
    commit(root, "2025-05-01T10:00:00Z")
    expect(lastUpdatedOf(node("doc", "content/docs/a.mdx"), quiet, root)).toBe("2025-03-01")
    expect(lastUpdatedOf(node("api", "content/docs/api/send.mdx", {}, ["sendA"]), quiet, root)).toBe("2025-05-01")
    expect(lastUpdatedOf(node("api", "content/docs/api/send.mdx", {}, ["other"]), quiet, root)).toBe("2025-03-01")
    expect(lastUpdatedOf(node("blog", "content/blog/p.mdx", { date: "2025-04-01" }), quiet, root)).toBe("2025-04-01")
    expect(lastUpdatedOf(node("doc", "content/docs/a.mdx", { last_updated: "2024-12-31" }), quiet, root)).toBe("2024-12-31")
    expect(quiet.warn).not.toHaveBeenCalled()
  })

  it("without history: the frontmatter's date or none, never the day of the build", () => {
    const plain = folder("pages-plain")
    write(plain, { "content/docs/a.mdx": page("A") })
    const warn = jest.fn()
    expect(lastUpdatedOf(node("doc", "content/docs/a.mdx"), { warn }, plain)).toBeNull()
    expect(lastUpdatedOf(node("doc", "content/docs/a.mdx", { last_updated: "2026-10-01" }), { warn }, plain)).toBe("2026-10-01")
    expect(lastUpdatedOf(node("blog", "content/blog/p.mdx", { date: "2025-04-01" }), { warn }, plain)).toBe("2025-04-01")
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
