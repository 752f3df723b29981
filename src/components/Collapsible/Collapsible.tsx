import React, { useEffect, useRef } from "react"
import { collapseDurationMs } from "../../browser/collapse"

const prefersReducedMotion = (): boolean => {
  try {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches
  } catch {
    return false
  }
}

/** Content that opens and closes with a height animation; closed content is hidden from everyone. */
export function Collapsible({ open, children }: { open: boolean; children: React.ReactNode }): JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    if (first.current) {
      first.current = false
      return undefined
    }
    element.hidden = false
    const height = element.scrollHeight
    const duration = collapseDurationMs(height, prefersReducedMotion())
    element.style.overflow = "hidden"
    element.style.height = open ? "0px" : `${height}px`
    const frame = window.requestAnimationFrame(() => {
      element.style.transition = `height ${duration}ms ease-in-out`
      element.style.height = open ? `${height}px` : "0px"
    })
    const done = window.setTimeout(() => {
      element.style.transition = ""
      element.style.height = ""
      element.style.overflow = ""
      element.hidden = !open
    }, duration + 20)
    return () => {
      window.cancelAnimationFrame(frame)
      window.clearTimeout(done)
    }
  }, [open])
  return (
    <div ref={ref} hidden={!open}>
      {children}
    </div>
  )
}
