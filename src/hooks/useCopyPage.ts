import { useCallback, useEffect, useRef, useState } from "react"
import { PAGE_TOOLS } from "../config/page-tools"
import { writeClipboard } from "../browser/clipboard"

export type CopyStatus = "idle" | "copied" | "failed"

/**
 * Copies a page's Markdown twin to the clipboard. `prefetch` starts the download when the menu opens,
 * so the copy itself usually needs no network and stays inside the click that asked for it.
 */
export function useCopyPage(markdownPath: string): { status: CopyStatus; prefetch: () => void; copy: () => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>("idle")
  const pending = useRef<{ path: string; text: Promise<string> } | null>(null)
  const timer = useRef<number>()

  const load = useCallback((): Promise<string> => {
    if (pending.current?.path !== markdownPath) {
      const text = fetch(markdownPath).then((response) => {
        if (!response.ok) throw new Error(`${markdownPath}: HTTP ${response.status}`)
        return response.text()
      })
      // A failed download is retried on the next attempt.
      text.catch(() => {
        pending.current = null
      })
      pending.current = { path: markdownPath, text }
    }
    return pending.current.text
  }, [markdownPath])

  const copy = useCallback(async (): Promise<void> => {
    let ok = false
    try {
      ok = await writeClipboard(await load())
    } catch (error) {
      console.error("Could not load the page's Markdown:", error)
    }
    setStatus(ok ? "copied" : "failed")
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setStatus("idle"), PAGE_TOOLS.copiedMessageMs)
  }, [load])

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => setStatus("idle"), [markdownPath])

  const prefetch = useCallback((): void => void load().catch(() => undefined), [load])
  return { status, prefetch, copy }
}
