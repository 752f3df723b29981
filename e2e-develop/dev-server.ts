/**
 * A real `gatsby develop` on a copy of the project in a temporary folder (so edits made by the tests
 * never touch the working tree), on a free local port, stopped with its whole process group.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

export interface DevServer {
  dir: string
  baseUrl: string
  /** Everything the server printed so far, without terminal colours. */
  output(): string
  /** Waits until the output printed after `from` matches. */
  waitForOutput(pattern: RegExp, from: number, timeoutMs: number): Promise<string>
  /**
   * Waits until Gatsby is idle: the last of its state machine's transitions (printed with --verbose) is into
   * "waiting". An edit saved while it still rebuilds after the last one counts as nodes changed during its
   * query run, and Gatsby panics at the sixth such run in a row ("nodes appear to be being changed every time
   * we run queries"), as it did in CI when the cases saved one fault after another.
   */
  idle(timeoutMs: number): Promise<void>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Copies the project's files (tracked and new, as git lists them) and links its node_modules. */
function copyProject(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edna-develop-"))
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

const strip = (text: string): string => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")

export async function startDevelop(root: string, startTimeoutMs: number): Promise<DevServer> {
  const dir = copyProject(root)
  const port = await freePort()
  let log = ""
  const started = Date.now()
  // As an author starts it (package.json's script, with the overrides of src/node/overrides/index.cjs).
  // With --verbose, which prints the transitions that say when it is idle (see idle).
  const child: ChildProcess = spawn("npm", ["run", "--silent", "develop", "--", "-H", "127.0.0.1", "-p", String(port), "--verbose"], {
    cwd: dir,
    detached: true,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout?.on("data", (chunk: Buffer) => (log += strip(chunk.toString())))
  child.stderr?.on("data", (chunk: Buffer) => (log += strip(chunk.toString())))
  let exited = false
  child.once("exit", () => (exited = true))

  const waitForOutput = async (pattern: RegExp, from: number, timeoutMs: number): Promise<string> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const match = pattern.exec(log.slice(from))
      if (match) return match[0]
      if (exited) throw new Error(`gatsby develop exited:\n${log.slice(-3000)}`)
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the output of gatsby develop within ${timeoutMs} ms:\n${log.slice(from).slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  const idle = async (timeoutMs: number): Promise<void> => {
    const deadline = Date.now() + timeoutMs
    const transition = /Transition to "[^"\n]+"(?: > "[^"\n]+")?/g
    for (;;) {
      const last = log.slice(log.lastIndexOf("Transition to ")).match(transition)?.[0]
      if (last === 'Transition to "waiting"') return
      if (exited) throw new Error(`gatsby develop exited:\n${log.slice(-3000)}`)
      if (Date.now() > deadline) throw new Error(`gatsby develop not idle within ${timeoutMs} ms (last: ${last}):\n${log.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  const stop = async (): Promise<void> => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        // already gone
      }
      const deadline = Date.now() + 10000
      while (!exited && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      if (!exited) process.kill(-child.pid, "SIGKILL")
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const server: DevServer = { dir, baseUrl: `http://127.0.0.1:${port}`, output: () => log, waitForOutput, idle, stop }
  try {
    await waitForOutput(/You can now view/, 0, startTimeoutMs)
    // Gatsby announces the address before its development bundle is built and the pages' query results
    // are written: a page opened in that moment can get a 404 for its page data (seen in CI). Wait for
    // the first write of page data after the announcement.
    const announced = log.indexOf("You can now view")
    await waitForOutput(/Writing page-data\.json and slice-data\.json files to public directory/, announced, startTimeoutMs / 4).catch(() => undefined)
    console.log(`develop: gatsby develop was ready to serve pages ${Math.round((Date.now() - started) / 1000)} s after it started`)
  } catch (error) {
    await stop()
    throw error
  }
  return server
}
