import { useEffect, type RefObject } from "react"

/** Calls `onDismiss` on Escape or on a pointer press outside `ref`, while `active`. */
export function useDismiss(ref: RefObject<HTMLElement>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return undefined
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onDismiss()
    }
    const onPointer = (event: PointerEvent | MouseEvent): void => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("mousedown", onPointer)
    document.addEventListener("touchstart", onPointer as unknown as EventListener)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("mousedown", onPointer)
      document.removeEventListener("touchstart", onPointer as unknown as EventListener)
    }
  }, [ref, active, onDismiss])
}
