import type { GatsbyNode } from "gatsby"

jest.mock("./outputs/fonts", () => ({
  verifyFontSubsets: jest.fn(async () => undefined),
  fontSubsetsWritten: jest.fn(async () => undefined),
  // Stand-ins that say what they were given: the texts of the pages, in order.
  shownCharacters: jest.fn((pages: Iterable<{ bytes: string }>) => [...pages].map((page) => page.bytes).join("|")),
}))
jest.mock("./figures", () => ({
  verifyProcessedImages: jest.fn(),
  addProcessedImagesShown: jest.fn((page: { file: string }, shown: Set<string>) => shown.add(page.file)),
}))
jest.mock("./files", () => ({ builtPages: jest.fn(() => []) }))
jest.mock("./tuning/code-version", () => ({ codeVersion: () => "v" }))
jest.mock("./tuning/build-process", () => ({ recordBuild: jest.fn() }))

import { contentOutput } from "./extend"
import { fontSubsetsWritten, verifyFontSubsets } from "./outputs/fonts"
import { verifyProcessedImages } from "./figures"
import { builtPages } from "./files"
import { onPostBuild, onPreBuild, publishEarly } from "./on-post-build"
import { recordBuild } from "./tuning/build-process"

type Args = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]
const args = { graphql: jest.fn(), reporter: {}, cache: {} } as unknown as Args
/** A feature's output (the search plugin's index), registered as a plugin registers it in its onPreBuild. */
const search = jest.fn(async (): Promise<void> => undefined)
contentOutput("a feature's output", search)
/** Another (the assistants' twins). */
const twins = jest.fn(async (): Promise<void> => undefined)
contentOutput("another feature's output", twins)

async function runHook(hook: GatsbyNode["onPreBuild"] | GatsbyNode["onPostBuild"]): Promise<void> {
  await (hook as (a: Args) => Promise<void> | void)(args)
}

/** Makes the mock's next call return a promise that stays pending until the returned function is called. */
function holdNextCall(mock: jest.Mock): () => void {
  let release: () => void = () => undefined
  mock.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)))
  return () => release()
}

/** Lets pending promise callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Runs onPostBuild while a step it awaits is held, shows that the checks of the built pages have not
 * started, then lets the step finish (`release`, from holdNextCall) and awaits onPostBuild. */
async function checksWaitFor(release: () => void): Promise<void> {
  const post = runHook(onPostBuild)
  await settle()
  expect(verifyFontSubsets).not.toHaveBeenCalled()
  release()
  await post
}

beforeEach(() => jest.clearAllMocks())

describe("content files published before the static HTML", () => {
  it("start once when the renderer is built, and onPostBuild awaits them instead of writing them again", async () => {
    await runHook(onPreBuild)
    const finish = holdNextCall(twins)
    publishEarly()
    publishEarly()
    await settle()
    expect(twins).toHaveBeenCalledTimes(1)
    // The checks read the built pages only after the content files are written.
    await checksWaitFor(finish)
    expect(twins).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledTimes(1)
    expect(verifyFontSubsets).toHaveBeenCalledTimes(1)
  })

  it("are written by onPostBuild itself when nothing started them, and each build starts them anew", async () => {
    await runHook(onPreBuild)
    await runHook(onPostBuild)
    expect(twins).toHaveBeenCalledTimes(1)
    await runHook(onPreBuild)
    publishEarly()
    await runHook(onPostBuild)
    expect(twins).toHaveBeenCalledTimes(2)
  })

  it("fail the build in onPostBuild when they fail early, and not before as an unhandled rejection", async () => {
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    try {
      await runHook(onPreBuild)
      search.mockRejectedValueOnce(new Error("no pages to index"))
      publishEarly()
      await settle()
      await settle()
      expect(unhandled).not.toHaveBeenCalled()
      await expect(runHook(onPostBuild)).rejects.toThrow("no pages to index")
      expect(verifyFontSubsets).not.toHaveBeenCalled()
    } finally {
      process.off("unhandledRejection", unhandled)
    }
  })

  it("check the fonts only once the subsets started in onPreBootstrap are written, and fail with them", async () => {
    const written = holdNextCall(fontSubsetsWritten as jest.Mock)
    await runHook(onPreBuild)
    await checksWaitFor(written)
    expect(verifyFontSubsets).toHaveBeenCalledTimes(1)
    ;(fontSubsetsWritten as jest.Mock).mockRejectedValueOnce(new Error("no woff2"))
    await runHook(onPreBuild)
    await expect(runHook(onPostBuild)).rejects.toThrow("no woff2")
  })
})

describe("a finished build", () => {
  it("is recorded with its code version once the checks pass, and not when one fails", async () => {
    await runHook(onPreBuild)
    await runHook(onPostBuild)
    expect(recordBuild).toHaveBeenCalledWith("v")
    ;(recordBuild as jest.Mock).mockClear()
    ;(verifyFontSubsets as jest.Mock).mockRejectedValueOnce(new Error("a character without a glyph"))
    await runHook(onPreBuild)
    await expect(runHook(onPostBuild)).rejects.toThrow("a character without a glyph")
    expect(recordBuild).not.toHaveBeenCalled()
  })
})

describe("the checks of the built pages", () => {
  it("read each page once, one at a time, and give both checks what they keep of every page", async () => {
    const read: string[] = []
    ;(builtPages as jest.Mock).mockImplementationOnce(function* () {
      for (const file of ["public/index.html", "public/docs/start/index.html"]) {
        read.push(file)
        yield { file, bytes: `text of ${file}` }
      }
    })
    await runHook(onPreBuild)
    await runHook(onPostBuild)
    expect(builtPages).toHaveBeenCalledTimes(1)
    expect(read).toEqual(["public/index.html", "public/docs/start/index.html"])
    expect(verifyFontSubsets).toHaveBeenCalledWith(expect.any(String), "text of public/index.html|text of public/docs/start/index.html")
    expect(verifyProcessedImages).toHaveBeenCalledWith(expect.any(String), new Set(["public/index.html", "public/docs/start/index.html"]))
  })
})
