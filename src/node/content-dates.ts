/**
 * When each page's content last changed, from git history: the committer date (UTC) of the last commit that
 * changed a file's content, following renames, read for all files in one `git log`. A shallow clone or a
 * folder without history gives no dates (and one warning), never today's date; uncommitted edits keep their
 * last commit's date, so a build is the same wherever it runs.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import YAML from "yaml"

export interface ContentDates {
  /** `full`: dates from history; `shallow`: a shallow clone, no dates; `none`: no repository, no git or no commits. */
  history: "full" | "shallow" | "none"
  /** `YYYY-MM-DD` of the last content change of a file (posix path relative to the root), or null. */
  fileDate(relativePath: string): string | null
}

export interface ContentDatesOptions {
  /** Pathspecs (relative to the root) whose files are dated; `content` by default. */
  paths?: string[]
  /** Where the one warning about missing history goes; `console.warn` by default. */
  warn?: (message: string) => void
  /**
   * Whether readers see the same of two texts of a file whose path matches `files`: a commit after which they do
   * (an edit of search-only frontmatter, see frontmatter.ts sameForReaders) does not date the file. Without it, and
   * for other files, every commit that changes a file's content dates it.
   */
  readers?: { files: RegExp; same: (before: string, after: string) => boolean }
}

/** One file's record in `git log --name-status`: its status letter(s) and its path(s), the new one last. */
interface Change {
  status: string
  paths: string[]
}

/** One commit of `git log`: the fields its format asked for and the files it changed. */
interface LogEntry {
  fields: string[]
  changes: Change[]
}

/** What `git rev-parse` tells of the folder: no history, a shallow clone, or full history under a prefix. */
type Repository = { history: "none"; reason: string } | { history: "shallow" } | { history: "full"; prefix: string }

/** Enough for the name-status log of a large repository. */
const MAX_BUFFER = 1024 * 1024 * 1024

/** Settings that would change what `git log` prints, pinned: root commit's files listed, no signatures, no implicit `--follow`. */
const GIT_SETTINGS = ["-c", "log.showRoot=true", "-c", "log.showSignature=false", "-c", "log.follow=false"]

/** Runs git in `cwd` and returns its standard output; throws if git is missing or fails. */
function git(cwd: string, args: string[]): string {
  return execFileSync("git", [...GIT_SETTINGS, ...args], { cwd, maxBuffer: MAX_BUFFER, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
}

/** The first line of git's error output, or the error's message. */
function reasonOf(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr
  const text = typeof stderr === "string" && stderr.trim() !== "" ? stderr : (error as Error).message
  return text.trim().split("\n")[0]
}

/** Whether `root` is in a repository, shallow or not, and the root's path inside it. */
function inspectRepository(root: string): Repository {
  try {
    const [shallow, prefix = ""] = git(root, ["rev-parse", "--is-shallow-repository", "--show-prefix"]).split("\n")
    return shallow.trim() === "true" ? { history: "shallow" } : { history: "full", prefix: prefix.trim() }
  } catch (error) {
    return { history: "none", reason: reasonOf(error) }
  }
}

/** The warning for a root whose history cannot date pages. */
function missingHistoryWarning(root: string, repository: Exclude<Repository, { history: "full" }>): string {
  const fallback = "pages show their frontmatter last_updated date, or no date"
  if (repository.history === "shallow")
    return `content dates: ${root} is a shallow clone, so git history cannot date pages; ${fallback}. Run \`git fetch --unshallow\` to date them from history.`
  return `content dates: ${root} has no git history (not a git repository, git is missing or there are no commits: ${repository.reason}); ${fallback}.`
}

/** Parses `git log -z --name-status --format=%x00<fieldCount fields joined by %x00>` into commits and their changes. */
function parseLog(output: string, fieldCount: number): LogEntry[] {
  const tokens = output.split("\0")
  const entries: LogEntry[] = []
  let i = 0
  while (i < tokens.length) {
    // An empty token starts a commit; a status is followed by one path, or two for a rename or copy.
    if (tokens[i] === "") {
      if (i + fieldCount >= tokens.length) break
      entries.push({ fields: tokens.slice(i + 1, i + 1 + fieldCount), changes: [] })
      i += 1 + fieldCount
      continue
    }
    const status = tokens[i].replace(/^\n+/, "")
    const pathCount = /^[RC]/.test(status) ? 2 : 1
    if (status !== "" && entries.length > 0) entries[entries.length - 1].changes.push({ status, paths: tokens.slice(i + 1, i + 1 + pathCount) })
    i += status === "" ? 1 : 1 + pathCount
  }
  return entries
}

/** `YYYY-MM-DD` in UTC of a git `%cI` date. */
function utcDate(isoDateTime: string): string {
  return new Date(isoDateTime).toISOString().slice(0, 10)
}

/** A path from git (relative to the repository's top) made relative to the root, or null if outside it. */
function underRoot(prefix: string, gitPath: string): string | null {
  if (!gitPath.startsWith(prefix)) return null
  return gitPath.slice(prefix.length)
}

/** Whether a status is a rename that kept the content (`R100`). */
function isPureRename(status: string): boolean {
  return status === "R100"
}

/** A commit that changed a file's content: its date, and the file's path at that commit and before it (null: it was added). */
interface ContentChange {
  when: string
  commit: string
  path: string
  before: string | null
}

/**
 * Each file's commits that changed its content, newest first, from commits listed newest first (fields: hash,
 * date), following renames back to older names.
 */
function changesFromLog(entries: LogEntry[]): Map<string, ContentChange[]> {
  const found = new Map<string, ContentChange[]>()
  // A name at this point in history -> the file's path today (null: that file is gone by today); absent: the same path.
  const names = new Map<string, string | null>()
  const today = (name: string): string | null => (names.has(name) ? (names.get(name) ?? null) : name)
  const add = (file: string | null, change: ContentChange): void => {
    if (file === null) return
    const list = found.get(file)
    if (list) list.push(change)
    else found.set(file, [change])
  }
  for (const { fields, changes } of entries) {
    const [commit, when] = [fields[0], utcDate(fields[1])]
    for (const { status, paths } of changes) {
      const name = paths[paths.length - 1]
      const file = today(name)
      if (status.startsWith("R")) {
        if (!isPureRename(status)) add(file, { when, commit, path: name, before: paths[0] })
        names.set(name, null)
        names.set(paths[0], file)
      } else if (status.startsWith("D")) {
        names.set(name, null)
      } else {
        const added = status.startsWith("A") || status.startsWith("C")
        add(file, { when, commit, path: name, before: added ? null : name })
        if (added) names.set(name, null)
      }
    }
  }
  return found
}

/**
 * The texts of `<revision>:<path>` objects, read by one `git cat-file --batch`; absent for an object git does not
 * have, and all absent if git fails (each change then dates its file, as without `readers`).
 */
function readObjects(root: string, names: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>()
  if (names.length === 0) return texts
  let output: Buffer
  try {
    output = execFileSync("git", ["cat-file", "--batch"], { cwd: root, input: names.join("\n") + "\n", maxBuffer: MAX_BUFFER, stdio: ["pipe", "pipe", "pipe"] })
  } catch {
    return texts
  }
  let at = 0
  for (const name of names) {
    const end = output.indexOf(10, at)
    const header = output.subarray(at, end).toString("utf8").split(" ")
    at = end + 1
    if (header[header.length - 1] === "missing" || header.length < 3) continue
    const size = Number(header[2])
    texts.set(name, output.subarray(at, at + size).toString("utf8"))
    at += size + 1
  }
  return texts
}

/**
 * Each file's date: that of its newest change that readers see (`readers.same` does not hold of its texts), or of
 * its newest change when nothing tells what readers see. The files still open are settled round by round, each
 * round reading the texts of one change per file in one `git cat-file`.
 */
function readersDates(root: string, changes: Map<string, ContentChange[]>, readers?: ContentDatesOptions["readers"]): Map<string, string> {
  const dates = new Map<string, string>()
  let open = [...changes].map(([file, list]) => ({ file, list, at: 0 }))
  while (open.length > 0) {
    const asked = open.filter(({ file, list, at }) => {
      const change = list[at]
      if (!readers?.files.test(file) || change.before === null || at === list.length - 1) {
        dates.set(file, change.when)
        return false
      }
      return true
    })
    const texts = readObjects(
      root,
      asked.flatMap(({ list, at }) => [`${list[at].commit}:${list[at].path}`, `${list[at].commit}^:${list[at].before}`]),
    )
    open = []
    for (const entry of asked) {
      const change = entry.list[entry.at]
      const after = texts.get(`${change.commit}:${change.path}`)
      const before = texts.get(`${change.commit}^:${change.before}`)
      if (after === undefined || before === undefined || !readers?.same(before, after)) dates.set(entry.file, change.when)
      else open.push({ ...entry, at: entry.at + 1 })
    }
  }
  return dates
}

/** A posix path relative to the root, without `./` or backslashes. */
function normalize(relativePath: string): string {
  return path.posix.normalize(relativePath.replace(/\\/g, "/")).replace(/^\.\//, "")
}

/** Content dates that date nothing. */
function noDates(history: "shallow" | "none"): ContentDates {
  return { history, fileDate: () => null }
}

/** Reads the last content-change date of every file under `options.paths` of `root` in one `git log`. */
export function readContentDates(root: string, options: ContentDatesOptions = {}): ContentDates {
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const repository = inspectRepository(root)
  if (repository.history !== "full") {
    warn(missingHistoryWarning(root, repository))
    return noDates(repository.history)
  }
  let output: string
  try {
    // --date-order: no commit before its children, so renames are met before the older names' changes.
    output = git(root, ["log", "--format=%x00%H%x00%cI", "-M", "--name-status", "--no-merges", "--date-order", "-z", "--", ...(options.paths ?? ["content"])])
  } catch (error) {
    const none = { history: "none", reason: reasonOf(error) } as const
    warn(missingHistoryWarning(root, none))
    return noDates("none")
  }
  const dates = new Map<string, string>()
  for (const [gitPath, when] of readersDates(root, changesFromLog(parseLog(output, 2)), options.readers)) {
    const file = underRoot(repository.prefix, gitPath)
    if (file !== null) dates.set(file, when)
  }
  return { history: "full", fileDate: (relativePath) => dates.get(normalize(relativePath)) ?? null }
}

/** A JSON text of a value with object keys sorted, so equal subtrees give equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

/** Each operation's stable JSON in the file at a commit; empty if the file is absent there, null if it does not parse (skipped). */
function operationsAt(
  root: string,
  commit: string,
  gitPath: string | null,
  operationIds: (document: unknown) => Map<string, unknown>,
): Map<string, string> | null {
  if (gitPath === null) return new Map()
  let text: string
  try {
    text = git(root, ["show", `${commit}:${gitPath}`])
  } catch {
    return new Map()
  }
  try {
    const operations = operationIds(YAML.parse(text))
    return new Map([...operations].map(([id, subtree]) => [id, stableJson(subtree)]))
  } catch {
    return null
  }
}

/** Each operation's date of last change in an OpenAPI file, following its renames; empty without full history. */
export function readOperationDates(root: string, file: string, operationIds: (document: unknown) => Map<string, unknown>): Map<string, string> {
  const repository = inspectRepository(root)
  if (repository.history !== "full") return new Map()
  let output: string
  try {
    output = git(root, ["log", "--format=%x00%H%x00%cI", "-M", "--follow", "--name-status", "--no-merges", "-z", "--", file])
  } catch {
    return new Map()
  }
  const versions: { date: string; operations: Map<string, string> }[] = []
  for (const { fields, changes } of parseLog(output, 2)) {
    const change = changes[changes.length - 1]
    const gitPath = change === undefined || change.status.startsWith("D") ? null : change.paths[change.paths.length - 1]
    const operations = operationsAt(root, fields[0], gitPath, operationIds)
    if (operations !== null) versions.push({ date: utcDate(fields[1]), operations })
  }
  return operationDates(versions)
}

/** Each current operation's date: the newest version whose subtree differs from the next older one's, or where it first appears. */
function operationDates(versions: { date: string; operations: Map<string, string> }[]): Map<string, string> {
  const dates = new Map<string, string>()
  if (versions.length === 0) return dates
  for (const [id, json] of versions[0].operations) {
    let index = 0
    while (index + 1 < versions.length && versions[index + 1].operations.get(id) === json) index += 1
    dates.set(id, versions[index].date)
  }
  return dates
}
