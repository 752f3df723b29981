/**
 * Debian's nginx serving public/ with the deploy configuration (deploy/nginx/edna-pulse-docs.conf), as a
 * deployment does: on 127.0.0.1 at a free port, with its prefix, logs and temporary files in a folder of
 * its own under the system's temp dir, in the foreground as this process's child (no system service).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx"

export interface NginxServer {
  baseUrl: string
  prefix: string
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Files included beside the deploy configuration: in the `http { }` context and in the server block. */
export interface ExtraIncludes {
  http?: string[]
  server?: string[]
}

/** The whole nginx.conf of the test server: the deploy configuration inside a server block. */
export function testNginxConf(options: { prefix: string; port: number; root: string; include: string; extra?: ExtraIncludes }): string {
  const { prefix, port, root, include, extra = {} } = options
  const includes = (files: string[] = [], indent: string) => files.map((file) => `${indent}include ${file};\n`).join("")
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`
  return `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 256; }
http {
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
${includes(extra.http, "    ")}    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};
        include ${include};
${includes(extra.server, "        ")}    }
}
`
}

/** Starts nginx over `root` with the configuration file `include` (and `extra`); stops the test with nginx's own message when it refuses the file. */
export async function startNginx(
  root = path.resolve("public"),
  include = path.resolve("deploy/nginx/edna-pulse-docs.conf"),
  extra: ExtraIncludes = {},
): Promise<NginxServer> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/ensure-tools.sh deploy (installs Debian's nginx)`)
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "pulse-nginx-"))
  const port = await freePort()
  const conf = path.join(prefix, "nginx.conf")
  fs.writeFileSync(conf, testNginxConf({ prefix, port, root, include, extra }))
  const args = ["-p", prefix, "-c", conf, "-e", path.join(prefix, "error.log")]
  const tested = spawnSync(NGINX, ["-t", "-q", ...args], { encoding: "utf8" })
  if (tested.status !== 0) throw new Error(`nginx refuses ${include}:\n${tested.stderr}`)
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${fs.readFileSync(path.join(prefix, "error.log"), "utf8")}`)
    const up = await fetch(`${baseUrl}/`, { redirect: "manual" }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${baseUrl} within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGQUIT")
      await exited
    }
    fs.rmSync(prefix, { recursive: true, force: true })
  }
  return { baseUrl, prefix, stop }
}
