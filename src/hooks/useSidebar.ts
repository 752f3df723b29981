import { graphql, useStaticQuery } from "gatsby"
import type { SidebarName } from "../lib/routes"
import type { SidebarItem } from "../lib/sidebar"

/**
 * The tutorial or API sidebar. Built once per build (src/node/docs-pages.ts) and read with a static query,
 * so its JSON is fetched once per visit and shared by every page instead of riding in each page's data.
 */
export function useSidebar(name: SidebarName): SidebarItem[] {
  const data = useStaticQuery<{ allDocsSidebar: { nodes: Array<{ name: string; items: SidebarItem[] }> } }>(graphql`
    query DocsSidebars {
      allDocsSidebar {
        nodes {
          name
          items
        }
      }
    }
  `)
  return data.allDocsSidebar.nodes.find((sidebar) => sidebar.name === name)?.items ?? []
}
