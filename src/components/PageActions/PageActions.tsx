import React, { useEffect, useState } from "react"
import { PageActionsButton } from "./PageActionsButton"
import type { OpenRequest, PageActionsInteractive } from "./PageActionsInteractive"
import * as styles from "./PageActionsButton.module.css"

/**
 * «Копировать страницу» on docs, API and blog pages. The page ships only the button; the menu (copy the
 * Markdown twin, open it, open ChatGPT or Claude) loads right after hydration, outside the JS budget of
 * the first load. A press before it arrives is remembered and opens the menu when it does. The button
 * keeps its markup and size throughout, so nothing on the page moves.
 */
export function PageActions({ route }: { route: string }): JSX.Element {
  const [Interactive, setInteractive] = useState<typeof PageActionsInteractive | null>(null)
  const [request, setRequest] = useState<OpenRequest>(null)
  useEffect(() => {
    let live = true
    import("./PageActionsInteractive")
      .then((module) => live && setInteractive(() => module.PageActionsInteractive))
      .catch((error: unknown) => console.error("Could not load the page menu:", error))
    return () => {
      live = false
    }
  }, [])
  if (Interactive) return <Interactive route={route} request={request} />
  return (
    <div className={styles.actions}>
      <PageActionsButton expanded={false} onClick={(event) => setRequest(event.detail === 0 ? "first" : "pointer")} />
    </div>
  )
}
