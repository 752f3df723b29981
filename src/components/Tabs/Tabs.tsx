import React, { useEffect, useId, useRef, useState } from "react"
import { readStorage, writeStorage } from "../../browser/storage"
import * as styles from "./Tabs.module.css"

const CHANGE_EVENT = "docs-tabs-change"
const storageKeyOf = (groupId: string): string => `docs-tabs-${groupId}`

/**
 * The chosen tab of a group. With a `groupId` the choice is shared by every tab group of that id on
 * every page and kept across visits; without one it is local to the group.
 */
export function useTabChoice(values: readonly string[], groupId?: string): [string, (value: string) => void] {
  const [value, setValue] = useState(values[0])
  useEffect(() => {
    if (!groupId) return undefined
    const stored = readStorage(storageKeyOf(groupId))
    if (stored && values.includes(stored)) setValue(stored)
    const onChange = (event: Event): void => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail
      if (detail.groupId === groupId && values.includes(detail.value)) setValue(detail.value)
    }
    window.addEventListener(CHANGE_EVENT, onChange)
    return () => window.removeEventListener(CHANGE_EVENT, onChange)
  }, [groupId, values])
  const choose = (next: string): void => {
    setValue(next)
    if (!groupId) return
    writeStorage(storageKeyOf(groupId), next)
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { groupId, value: next } }))
  }
  return [value, choose]
}

export interface TabItemProps {
  value: string
  label: string
  children: React.ReactNode
}

/** One tab's content; rendered by `Tabs`. */
export function TabItem({ children }: TabItemProps): JSX.Element {
  return <>{children}</>
}

interface TabsProps {
  groupId?: string
  label?: string
  children: React.ReactNode
}

/** Tabs with arrow-key navigation: `<Tabs groupId="code"><TabItem value="curl" label="curl">…</TabItem></Tabs>`. */
export function Tabs({ groupId, label = "Варианты", children }: TabsProps): JSX.Element {
  const items = React.Children.toArray(children).filter(React.isValidElement) as Array<React.ReactElement<TabItemProps>>
  const valuesRef = useRef(items.map((item) => item.props.value))
  const [current, choose] = useTabChoice(valuesRef.current, groupId)
  const id = useId()
  const select = (index: number): void => {
    const item = items[(index + items.length) % items.length]
    choose(item.props.value)
    document.getElementById(`${id}-${item.props.value}`)?.focus()
  }
  const at = Math.max(0, items.findIndex((item) => item.props.value === current))
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            id={`${id}-${item.props.value}`}
            type="button"
            role="tab"
            aria-selected={index === at}
            aria-controls={`${id}-panel`}
            tabIndex={index === at ? 0 : -1}
            className={index === at ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => choose(item.props.value)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") select(at + 1)
              else if (event.key === "ArrowLeft") select(at - 1)
            }}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${items[at]?.props.value}`} className={styles.panel}>
        {items[at]}
      </div>
    </div>
  )
}
