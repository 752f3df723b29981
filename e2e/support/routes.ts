/** The project's route list (spec/routes.tsv): every route the built site must serve. */
import fs from "node:fs"
import path from "node:path"

export interface RouteRow {
  path: string
  kind: string
  listed: boolean
}

export function readRoutes(file = path.resolve("spec/routes.tsv")): RouteRow[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [routePath, kind, listed] = line.split("\t").map((cell) => cell.trim())
      return { path: routePath, kind, listed: listed === "listed" }
    })
}

/** The HTML file of a route in public/. */
export function htmlFileOf(route: string, root = path.resolve("public")): string {
  return route === "/" ? path.join(root, "index.html") : path.join(root, route, "index.html")
}
