import React, { useEffect, useId, useRef, useState } from "react"
import { readStorage, writeStorage } from "../../browser/storage"
import { STORAGE_KEYS } from "../../config/site"
import { t } from "../../config/strings"
import { rovingIndex } from "../../browser/roving-focus"
import * as styles from "./Tabs.module.css"

const CHANGE_EVENT = "docs-tabs-change"
const storageKeyOf = (groupId: string): string => `${STORAGE_KEYS.tabsPrefix}${groupId}`

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

/**
 * Tabs after the WAI-ARIA pattern: `<Tabs groupId="code"><TabItem value="curl" label="curl">…</TabItem></Tabs>`.
 * Every panel is in the HTML and the inactive ones are `hidden`, so readers without JavaScript, search
 * engines and assistants get all of them; each tab controls its own panel. Arrow keys, Home and End
 * move between tabs and select the one they reach.
 */
export function Tabs({ groupId, label = t("tabs.label"), children }: TabsProps): JSX.Element {
  const items = React.Children.toArray(children).filter(React.isValidElement) as Array<React.ReactElement<TabItemProps>>
  const valuesRef = useRef(items.map((item) => item.props.value))
  const [current, choose] = useTabChoice(valuesRef.current, groupId)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  // Ids by position, not by value: values are free text in MDX, and useId keeps groups on one page apart.
  const id = useId()
  const tabId = (index: number): string => `${id}-tab-${index}`
  const panelId = (index: number): string => `${id}-panel-${index}`
  const at = Math.max(
    0,
    items.findIndex((item) => item.props.value === current),
  )
  const onKeyDown = (event: React.KeyboardEvent, from: number): void => {
    const next = rovingIndex(event.key, from, items.length, "horizontal")
    if (next === null) return
    event.preventDefault()
    choose(items[next].props.value)
    tabRefs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === at}
            aria-controls={panelId(index)}
            tabIndex={index === at ? 0 : -1}
            className={index === at ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => choose(item.props.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== at}
          tabIndex={0}
          className={styles.panel}
        >
          {item}
        </div>
      ))}
    </div>
  )
}
