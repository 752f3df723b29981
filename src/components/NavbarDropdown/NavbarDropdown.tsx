import React, { useCallback, useId, useRef, useState } from "react"
import { useDismiss } from "../../hooks/useDismiss"
import * as styles from "./NavbarDropdown.module.css"

export interface DropdownItem {
  key: string
  label: React.ReactNode
  href?: string
  active?: boolean
  onSelect?: () => void
}

interface NavbarDropdownProps {
  label: React.ReactNode
  ariaLabel: string
  items: DropdownItem[]
  align?: "left" | "right"
  className?: string
}

/** A navbar dropdown: opens on click, closes on Escape, outside click or choosing an item. */
export function NavbarDropdown({ label, ariaLabel, items, align = "right", className }: NavbarDropdownProps): JSX.Element {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  return (
    <div ref={ref} className={`${styles.dropdown} ${className ?? ""}`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={menuId} className={`${styles.menu} ${align === "left" ? styles.left : ""}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a
                href={item.href}
                className={item.active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={item.active ? "true" : undefined}
                onClick={close}
              >
                {item.label}
              </a>
            ) : (
              <button
                type="button"
                className={item.active ? `${styles.item} ${styles.active}` : styles.item}
                aria-pressed={item.active}
                onClick={() => {
                  item.onSelect?.()
                  close()
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
