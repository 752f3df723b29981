import { useEffect, useState } from "react"
import { LAYOUT } from "../config/site"

/** True while the navbar should hide: the reader is scrolling down past the navbar's height. */
export function useHideableNavbar(disabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (disabled) {
      setHidden(false)
      return undefined
    }
    let last = window.scrollY
    const onScroll = (): void => {
      const y = window.scrollY
      if (y < LAYOUT.navbarHeightPx) setHidden(false)
      else if (y > last + 2) setHidden(true)
      else if (y < last - 2) setHidden(false)
      last = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [disabled])
  return hidden
}
