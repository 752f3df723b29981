/**
 * The string policy: every piece of interface text lives in src/config/strings.ts, and every key there is
 * read somewhere. Source files are read with the TypeScript parser, so comments and regular expressions
 * do not count; string literals, template literal parts and JSX text do.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { BUILD_STRINGS, STRINGS } from "../src/config/strings"

const ROOT = path.resolve(__dirname, "..")
const STRINGS_FILE = "src/config/strings.ts"
const CYRILLIC = /[\u0400-\u04FF]/

/**
 * Russian text that is data, not interface text, by file and top-level declaration. Anything else with
 * Cyrillic in these files still fails.
 */
const DATA: Record<string, { declarations: string[]; why: string }> = {
  "plugins/search/lib/tokenize.ts": {
    declarations: [
      "STOP_WORDS",
      "KEEP_WORDS",
      "QUESTION_WORDS",
      "FAMILY_ENDINGS",
      "normalize",
      "withFleetingVowel",
      "HOUR_WORDS",
      "HOUR",
      "NOT_HOURS",
      "CLOCK_RANGE",
      "CLOCK_WORD",
      "LETTERS",
      "LOWER",
      "UPPER",
      "CLITIC",
    ],
    why:
      "Russian stop words, question words, the verb and noun endings of word families, the fleeting vowel of a genitive plural, " +
      "the hours of a clock range read as «часы», the ё -> е folding of the search index, the Cyrillic letters words are made of " +
      "and the Russian ending a Latin name takes after an apostrophe",
  },
  "plugins/search/lib/layout.ts": { declarations: ["RU"], why: "the keys of the Russian keyboard layout, for queries typed with the wrong layout on" },
  "src/config/site.ts": { declarations: ["ANNOUNCEMENT"], why: "the announcement is content, configured together with its id" },
  "src/config/fonts.ts": { declarations: ["FONT_BASE_CHARACTERS"], why: "the Russian alphabet every font subset keeps" },
  "plugins/search/lib/engine.ts": { declarations: ["matcher"], why: "the ё -> е folding of snippet matching" },
}

/** Source files of the site, without tests, generated types and strings.ts itself. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) return walk(rel)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== "gatsby-types.d.ts" ? [rel] : []
    })
  const root = fs.readdirSync(ROOT).filter((name) => /^gatsby-.*\.tsx?$/.test(name))
  return [...walk("src"), ...walk("plugins"), ...root].filter((file) => file !== STRINGS_FILE).sort()
}

interface Literal {
  file: string
  line: number
  text: string
  /** The name of the top-level declaration the literal stands in, if any. */
  declaration: string | null
}

/** String literals, template literal parts and JSX text of a file, with their line and declaration. */
export function literalsOf(file: string, source: string): Literal[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Literal[] = []
  const visit = (node: ts.Node, declaration: string | null): void => {
    let inside = declaration
    if (!inside && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) inside = node.name.text
    if (!inside && (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) inside = node.name.text
    // An object key is a name (`история-изменений` is a tag's URL slug), not text anyone reads.
    const isKey = node.parent !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node
    if (!isKey && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1
      found.push({ file, line, text: node.text, declaration: inside })
    }
    ts.forEachChild(node, (child) => visit(child, inside))
  }
  visit(tree, null)
  return found
}

function russianLiterals(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    literalsOf(file, fs.readFileSync(path.join(ROOT, file), "utf8"))
      .filter((literal) => CYRILLIC.test(literal.text))
      .filter((literal) => !(literal.declaration && DATA[file]?.declarations.includes(literal.declaration)))
      .map((literal) => `${literal.file}:${literal.line}: ${JSON.stringify(literal.text.trim().slice(0, 60))}`),
  )
}

/**
 * Keys of strings.ts that no source file reads. A key is read where it stands as a string literal, or
 * where a template literal builds it from a typed part (`admonition.${kind}` reads every `admonition.*`).
 */
function unreadKeys(keys: readonly string[], files: readonly string[]): string[] {
  const literals = files.flatMap((file) => literalsOf(file, fs.readFileSync(path.join(ROOT, file), "utf8")))
  const exact = new Set(literals.map((literal) => literal.text))
  const prefixes = literals.filter((literal) => /^[a-z][\w.]*\.$/i.test(literal.text)).map((literal) => literal.text)
  return keys.filter((key) => !exact.has(key) && !prefixes.some((prefix) => key.startsWith(prefix) && !key.slice(prefix.length).includes(".")))
}

describe("interface strings", () => {
  const files = sourceFiles()

  it("finds the site's source files", () => {
    expect(files).toContain("plugins/api-reference/components/ApiOperation/ApiOperation.tsx")
    expect(files).not.toContain(STRINGS_FILE)
  })

  it("has no Russian string or JSX text outside src/config/strings.ts", () => {
    expect(russianLiterals(files)).toEqual([])
  })

  it("reads every key of strings.ts somewhere", () => {
    expect(unreadKeys([...Object.keys(STRINGS), ...Object.keys(BUILD_STRINGS)], files)).toEqual([])
  })

  it("sees literals and JSX text but not comments or regular expressions", () => {
    const source = ["// Комментарий", "const a = /[а-я]/", 'const b = <p title="Заголовок">Текст {x}</p>', "const c = `шаблон ${x} хвост`"].join("\n")
    expect(
      literalsOf("x.tsx", source)
        .filter((l) => CYRILLIC.test(l.text))
        .map((l) => `${l.line}:${l.text.trim()}`),
    ).toEqual(["3:Заголовок", "3:Текст", "4:шаблон", "4:хвост"])
  })
})
