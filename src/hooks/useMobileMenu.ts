import { useCallback, useEffect, useState } from "react"
import { LAYOUT } from "../config/site"

/**
 * Open state of the mobile side menu. It closes on navigation, on Escape and when the window grows
 * past the desktop breakpoint; the page behind it does not scroll while it is open.
 */
export function useMobileMenu(path: string): { open: boolean; setOpen: (open: boolean) => void; close: () => void } {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => close(), [path, close])

  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") close()
    }
    const onResize = (): void => {
      if (window.innerWidth > LAYOUT.desktopBreakpointPx) close()
    }
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    document.addEventListener("keydown", onKey)
    window.addEventListener("resize", onResize)
    return () => {
      document.body.style.overflow = previous
      document.removeEventListener("keydown", onKey)
      window.removeEventListener("resize", onResize)
    }
  }, [open, close])

  return { open, setOpen, close }
}
