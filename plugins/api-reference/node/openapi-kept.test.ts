import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeKept } from "../../../src/node/tuning/kept"
import { keptRenderedOperations } from "./openapi"

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "kept-"))

describe("the API pages' operations kept between builds", () => {
  const DOC = (summary: string) => `openapi: 3.0.3
info: { title: T, version: "1" }
paths:
  /ping:
    get:
      operationId: ping
      summary: ${summary}
      responses:
        "200":
          description: OK
          content:
            application/json:
              example: { ok: true }
`
  it("follow an edit of openapi.yaml and a change of the code that renders them", () => {
    const dir = tmp()
    const file = path.join(dir, "openapi.yaml")
    const keptIn = path.join(dir, "rendered.v8")
    fs.writeFileSync(file, DOC("Проверка"))
    expect(keptRenderedOperations(file, keptIn, () => "code-1").get("ping")?.summary).toBe("Проверка")
    fs.writeFileSync(file, DOC("Проверка связи"))
    expect(keptRenderedOperations(file, keptIn, () => "code-1").get("ping")?.summary).toBe("Проверка связи")
    // What other code kept is not used.
    writeKept(keptIn, "made by other code", new Map())
    expect(keptRenderedOperations(file, keptIn, () => "code-2").get("ping")?.html.responses["200"]).toContain("ok")
    expect(keptRenderedOperations(path.join(dir, "missing.yaml"), keptIn, () => "code-2").size).toBe(0)
  })
})
