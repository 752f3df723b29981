import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { SITE } from "../../../src/config/site"
import { codeSamples, webhookSamples, type SampleLanguage } from "../lib/api-samples"
import { type Json, type OperationView, type RenderedOperation } from "../lib/openapi"
import { resolveFactsIn } from "../../../src/node/facts"
import { highlightToHtml } from "../../../src/node/mdx/highlight"
import { shownErrors, shownOperations } from "./openapi-shown"
import type { ApiErrorGroup } from "../lib/errors"
import type { ApiRef } from "../../../src/node/mdx/mdx-tree"
import { codeVersion } from "../../../src/node/tuning/code-version"
import { kept } from "../../../src/node/tuning/kept"

export const OPENAPI_SOURCE = path.resolve("content/docs/api/openapi.yaml")
export const OPENAPI_PUBLIC_PATH = "/openapi.yaml"

/** The document's text as published and shown: every `<Fact id="…" />` replaced by the registered value. */
export function openApiText(file: string = OPENAPI_SOURCE): string {
  return resolveFactsIn(fs.readFileSync(file, "utf8"))
}

/** Every operation and webhook of the project's OpenAPI document, references resolved. */
export function loadOperations(file: string = OPENAPI_SOURCE): Map<string, OperationView> {
  if (!fs.existsSync(file)) return new Map()
  let doc: unknown
  try {
    doc = YAML.parse(openApiText(file))
  } catch (error) {
    throw new Error(`not valid YAML: ${(error as Error).message}`)
  }
  return shownOperations(doc)
}

/** One operation or webhook as an API page shows it: with its URL, code samples and highlighted examples. */
export function renderOperation(op: OperationView): RenderedOperation {
  const samples = op.kind === "operation" ? codeSamples(op, SITE.apiBaseUrl) : webhookSamples(op)
  const json = (value: Json): string => highlightToHtml(JSON.stringify(value, null, 2), "json")
  const SAMPLE_LANGUAGES: Record<SampleLanguage, string> = { curl: "bash", javascript: "javascript", python: "python", php: "php" }
  return {
    ...op,
    url: op.kind === "operation" ? `${SITE.apiBaseUrl}${op.path}` : "",
    samples,
    html: {
      request: op.requestExample === undefined ? null : json(op.requestExample),
      samples: samples
        ? (Object.fromEntries(Object.entries(samples).map(([key, code]) => [key, highlightToHtml(code, SAMPLE_LANGUAGES[key as SampleLanguage])])) as Record<
            SampleLanguage,
            string
          >)
        : null,
      responses: Object.fromEntries(op.responses.filter((r) => r.example !== undefined).map((r) => [r.status, json(r.example as Json)])),
    },
  }
}

/** Every operation and webhook of the document, rendered (see `renderOperation`). */
export function loadRenderedOperations(file: string = OPENAPI_SOURCE): Map<string, RenderedOperation> {
  return new Map([...loadOperations(file)].map(([id, op]) => [id, renderOperation(op)]))
}

/** `loadRenderedOperations`, kept between builds for the document's text and the code that renders it
 * (`version`): parsing the YAML and highlighting every example repeated the same work in every build,
 * though the document rarely changes (see `git show 716291b:PERFORMANCE.md`, 'What dominates a rebuild now'). */
export function keptRenderedOperations(
  file: string = OPENAPI_SOURCE,
  keptIn: string = path.join(".cache", "openapi-rendered.v8"),
  version: () => string = codeVersion,
): Map<string, RenderedOperation> {
  if (!fs.existsSync(file)) return new Map()
  const key = createHash("sha256").update(openApiText(file)).update(version()).digest("hex")
  return kept(keptIn, key, () => loadRenderedOperations(file))
}

/** The errors register of the project's OpenAPI document, as the errors page shows it (empty without the document). */
export function loadErrorRegister(file: string = OPENAPI_SOURCE): ApiErrorGroup[] {
  if (!fs.existsSync(file)) return []
  return shownErrors(YAML.parse(openApiText(file)))
}

/** The operations and groups of the errors register one API page shows, or the problems with its references (with their lines). */
export function operationsForPage(
  refs: readonly ApiRef[],
  operations: ReadonlyMap<string, RenderedOperation>,
  register: readonly ApiErrorGroup[] = [],
): {
  rendered: Record<string, RenderedOperation>
  errors: Record<string, ApiErrorGroup>
  problems: Array<{ line: number; message: string }>
} {
  const rendered: Record<string, RenderedOperation> = {}
  const errors: Record<string, ApiErrorGroup> = {}
  const problems: Array<{ line: number; message: string }> = []
  for (const ref of refs) {
    if (ref.kind === "errors") {
      const group = register.find((candidate) => candidate.id === ref.id)
      if (group) errors[ref.id] = group
      else
        problems.push({
          line: ref.line,
          message: `<ApiErrors group="${ref.id}" /> is not a group of x-errors in ${path.relative(process.cwd(), OPENAPI_SOURCE)} (${register.map((candidate) => candidate.id).join(", ")})`,
        })
      continue
    }
    const op = operations.get(ref.id)
    if (!op) {
      problems.push({
        line: ref.line,
        message: `<Api${ref.kind === "operation" ? "Operation" : "Webhook"} id="${ref.id}" /> is not in ${path.relative(process.cwd(), OPENAPI_SOURCE)}`,
      })
      continue
    }
    if (op.kind !== ref.kind) {
      problems.push({ line: ref.line, message: `"${ref.id}" is a ${op.kind}, not a ${ref.kind}` })
      continue
    }
    rendered[ref.id] = op
  }
  return { rendered, errors, problems }
}

/** Publishes the document so integrators can download it from the site. */
export function copyOpenApiTo(publicDir: string): void {
  if (fs.existsSync(OPENAPI_SOURCE)) fs.writeFileSync(path.join(publicDir, OPENAPI_PUBLIC_PATH), openApiText())
}
