import type { Server } from "node:http"
import type { Browser } from "playwright-core"

/** MIME type by file extension (lower case, with the dot). */
export declare const MIME_TYPES: Readonly<Record<string, string>>
/** The MIME type a file is served with. */
export declare function mimeTypeOf(file: string): string
/** Serves the built site in `root` on 127.0.0.1 at `port` (0: any free port), as a CDN would. */
export declare function startStaticServer(root: string, port?: number): Promise<Server>
/** The base URL of a server started by startStaticServer, e.g. `http://127.0.0.1:9323`. */
export declare function serverUrl(server: Server): string
/** The Chromium binary: CHROMIUM_PATH or Debian's /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string
/** The flags every Chromium of the project runs with. */
export declare const CHROMIUM_ARGS: readonly string[]
/** Launches Chromium through playwright-core. */
export declare function launchChromium(): Promise<Browser>
