import { useEffect, useState } from "react"
import { LAYOUT } from "../config/site"

/** The id of the heading being read: the last one whose top has passed just below the navbar. */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join("|")
  useEffect(() => {
    if (ids.length === 0) return undefined
    let frame = 0
    const update = (): void => {
      frame = 0
      const line = LAYOUT.navbarHeightPx + 24
      let current: string | null = null
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= line) current = id
      }
      if (current === null && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1]
      setActive(current)
    }
    const onScroll = (): void => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
    }
    // `key` stands for `ids`: a new array with the same headings must not re-subscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return active
}
