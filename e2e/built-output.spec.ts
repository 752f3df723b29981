/** What the build writes, read from public/: well-formed UTF-8 text and the framework the product asks for. */
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import YAML from "yaml"

const PUBLIC = path.resolve("public")
const TEXT = /\.(html|js|json|css|xml|txt|md|yaml|svg)$/

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Files holding U+0000 or U+FFFD (a NUL byte, or bytes that are not UTF-8 decoded as the replacement character). */
export function malformedTextFiles(root: string): string[] {
  return filesUnder(root)
    .filter((file) => TEXT.test(file))
    .filter((file) => {
      const bytes = fs.readFileSync(file)
      return bytes.includes(0) || bytes.toString("utf8").includes("\uFFFD")
    })
    .map((file) => path.relative(root, file))
}

const scripts = filesUnder(PUBLIC).filter((file) => file.endsWith(".js") && path.dirname(file) === PUBLIC)

/** Files of `files` that are not valid JavaScript (compiled, not run), with the parser's message. */
export function unparsableScripts(files: string[]): string[] {
  return files.flatMap((file) => {
    try {
      new vm.Script(fs.readFileSync(file, "utf8"), { filename: file })
      return []
    } catch (error) {
      return [`${path.basename(file)}: ${(error as Error).message}`]
    }
  })
}

describe("built output", () => {
  it("has no U+0000 and no U+FFFD in any built text file", () => {
    expect(malformedTextFiles(PUBLIC)).toEqual([])
  })

  it("has only scripts that parse (chunk ids are put into minified code after the minifier ran)", () => {
    expect(unparsableScripts(scripts)).toEqual([])
    const dir = fs.mkdtempSync(path.join(PUBLIC, "..", ".planted-"))
    try {
      // What a hash put in place of an unquoted placeholder key gave: a key that is neither a name nor a number.
      fs.writeFileSync(path.join(dir, "worker.js"), "!function(){var t={2ada8d302d:1}}();")
      fs.writeFileSync(path.join(dir, "fine.js"), '!function(){var t={"2ada8d302d":1}}();')
      expect(unparsableScripts([path.join(dir, "worker.js"), path.join(dir, "fine.js")]).map((line) => line.split(":")[0])).toEqual(["worker.js"])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("notices a planted NUL byte and a planted broken UTF-8 sequence", () => {
    const dir = fs.mkdtempSync(path.join(PUBLIC, "..", ".planted-"))
    try {
      fs.writeFileSync(path.join(dir, "nul.html"), Buffer.concat([Buffer.from("<p>Шаблон"), Buffer.from([0]), Buffer.from("</p>")]))
      // The first byte of a two-byte Cyrillic letter without its second byte.
      fs.writeFileSync(path.join(dir, "split.html"), Buffer.concat([Buffer.from("<p>Шаб"), Buffer.from([0xd0]), Buffer.from("</p>")]))
      fs.writeFileSync(path.join(dir, "fine.html"), "<p>Шаблон</p>")
      expect(malformedTextFiles(dir).sort()).toEqual(["nul.html", "split.html"])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("runs on React 18: React DOM is in the framework bundle and no Preact module is in any bundle", () => {
    const framework = scripts.find((file) => path.basename(file).startsWith("framework-"))
    expect(framework).toBeDefined()
    const code = fs.readFileSync(framework as string, "utf8")
    expect(code).toMatch(/react-dom/)
    expect(code).toMatch(/"18\.\d+\.\d+"/)
    const withPreact = scripts.filter((file) => /preact|__PREACT_DEVTOOLS__/i.test(fs.readFileSync(file, "utf8")))
    expect(withPreact.map((file) => path.basename(file))).toEqual([])
  })

  it("installs no Preact: package.json and the lock file name only React", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"))
    expect(manifest.dependencies.react).toMatch(/^\^?18\./)
    expect(manifest.dependencies["react-dom"]).toMatch(/^\^?18\./)
    expect(fs.readFileSync("package-lock.json", "utf8")).not.toMatch(/preact/i)
  })
})

describe("the errors register in the built pages", () => {
  const html = (route: string): string => fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8")
  const register = YAML.parse(fs.readFileSync(path.join(PUBLIC, "openapi.yaml"), "utf8"))["x-errors"] as Array<{
    id: string
    errors: Array<{ id: string; text?: string }>
  }>

  it("gives every entry a row of its own at its anchor on the errors page", () => {
    const page = html("docs/api/messages/errorcodes")
    const rows = new Set([...page.matchAll(/<tr id="([^"]+)"/g)].map((match) => match[1]))
    expect(register.flatMap((group) => group.errors.map((entry) => entry.id)).filter((id) => !rows.has(id))).toEqual([])
  })

  it("links, from the sending page and the status webhook's page, the entries their responses and fields name", () => {
    const links = (route: string) => new Set([...html(route).matchAll(/href="\/docs\/api\/messages\/errorcodes#([^"]+)"/g)].map((match) => match[1]))
    const sending = links("docs/api/messages/sending")
    const ids = (group: string) => register.find((candidate) => candidate.id === group)?.errors.map((entry) => entry.id) ?? []
    expect([...ids("request"), ...ids("cascade"), "http-401", "http-404", "http-405", "http-500"].filter((id) => !sending.has(id))).toEqual([])
    const status = links("docs/api/messages/get-status")
    expect([...ids("delivery"), ...ids("processing")].filter((id) => !status.has(id))).toEqual([])
  })
})
