import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildSchema, parse, type GraphQLSchema } from "graphql"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { whenChanged } = require(path.resolve("src/node/typegen-when-changed.cjs")) as {
  whenChanged: (
    write: (directory: string, schema: GraphQLSchema, definitions: Map<string, object>, options: object) => Promise<void>,
    gatsbyRequire: (request: string) => unknown,
  ) => (directory: string, schema: GraphQLSchema, definitions: Map<string, object>, options: object) => Promise<void>
}

const OPTIONS = { typesOutputPath: "src/gatsby-types.d.ts", documentSearchPaths: ["./gatsby-node.ts", "./plugins/**/gatsby-node.ts"], generateOnBuild: true }
const schema = (fields = "title: String"): GraphQLSchema => buildSchema(`type Query { site: Site } type Site { ${fields} }`)
const definitions = (query = "query Title { site { title } }") => new Map([["Title", { def: parse(query).definitions[0], isFragment: false, isStaticQuery: true, hash: 1 }]])

/** A site folder with a lockfile and gatsby-node.ts, and a stand-in generator that writes the file and counts its runs. */
function setUp() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "typegen-"))
  fs.writeFileSync(path.join(directory, "package-lock.json"), "{}")
  fs.writeFileSync(path.join(directory, "gatsby-node.ts"), "export {}")
  const runs: string[] = []
  const write = jest.fn(async (dir: string, built: GraphQLSchema) => {
    runs.push(dir)
    fs.mkdirSync(path.join(dir, "src"), { recursive: true })
    fs.writeFileSync(path.join(dir, OPTIONS.typesOutputPath), `// ${Object.keys(built.getTypeMap()).length} types`)
  })
  return { directory, write, generate: whenChanged(write, (request) => require(request)) }
}

describe("type generation when its inputs changed", () => {
  it("runs the first time, then not again while schema, queries, options and the written file stay the same", async () => {
    const { directory, write, generate } = setUp()
    await generate(directory, schema(), definitions(), OPTIONS)
    await generate(directory, schema(), definitions(), OPTIONS)
    expect(write).toHaveBeenCalledTimes(1)
  })

  it("runs again when the schema, a query, the options, a gatsby-node file or the lockfile changed", async () => {
    const { directory, write, generate } = setUp()
    await generate(directory, schema(), definitions(), OPTIONS)
    await generate(directory, schema("title: String description: String"), definitions(), OPTIONS)
    expect(write).toHaveBeenCalledTimes(2)
    await generate(directory, schema("title: String description: String"), definitions("query Title { site { description } }"), OPTIONS)
    expect(write).toHaveBeenCalledTimes(3)
    await generate(directory, schema("title: String description: String"), definitions("query Title { site { description } }"), { ...OPTIONS, typesOutputPath: "types.d.ts" })
    expect(write).toHaveBeenCalledTimes(4)
    fs.writeFileSync(path.join(directory, "gatsby-node.ts"), 'import { graphql } from "gatsby"')
    await generate(directory, schema("title: String description: String"), definitions("query Title { site { description } }"), { ...OPTIONS, typesOutputPath: "types.d.ts" })
    expect(write).toHaveBeenCalledTimes(5)
    fs.writeFileSync(path.join(directory, "package-lock.json"), '{ "lockfileVersion": 3 }')
    await generate(directory, schema("title: String description: String"), definitions("query Title { site { description } }"), { ...OPTIONS, typesOutputPath: "types.d.ts" })
    expect(write).toHaveBeenCalledTimes(6)
  })

  it("runs again when the written file was edited or removed", async () => {
    const { directory, write, generate } = setUp()
    await generate(directory, schema(), definitions(), OPTIONS)
    fs.appendFileSync(path.join(directory, OPTIONS.typesOutputPath), "\n// edited")
    await generate(directory, schema(), definitions(), OPTIONS)
    expect(write).toHaveBeenCalledTimes(2)
    fs.rmSync(path.join(directory, OPTIONS.typesOutputPath))
    await generate(directory, schema(), definitions(), OPTIONS)
    expect(write).toHaveBeenCalledTimes(3)
    expect(fs.existsSync(path.join(directory, OPTIONS.typesOutputPath))).toBe(true)
  })

  it("records nothing when the generator fails, so the next build runs it again", async () => {
    const { directory, write, generate } = setUp()
    write.mockRejectedValueOnce(new Error("Cannot query field"))
    await expect(generate(directory, schema(), definitions(), OPTIONS)).rejects.toThrow("Cannot query field")
    await generate(directory, schema(), definitions(), OPTIONS)
    expect(write).toHaveBeenCalledTimes(2)
  })
})
