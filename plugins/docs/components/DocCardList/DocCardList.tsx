import React, { createContext, useContext } from "react"
import { Link } from "gatsby"
import type { DocCard } from "../../../../src/lib/page-context"
import { pluralRu } from "../../../../src/lib/russian"
import { OutlineIcon } from "../../../../src/components/Icon/OutlineIcon"
import { t } from "../../../../src/config/strings"
import * as styles from "./DocCardList.module.css"

const DocCardsContext = createContext<DocCard[]>([])

/** Supplies the current page's child cards to `<DocCardList />` inside MDX. */
export const DocCardsProvider = DocCardsContext.Provider

/** Cards for given items, or for the current category's children when none are given. */
export function DocCardList({ items }: { items?: DocCard[] }): JSX.Element | null {
  const fromPage = useContext(DocCardsContext)
  const cards = items ?? fromPage
  if (cards.length === 0) return null
  return (
    <ul className={styles.grid} data-doc-cards="">
      {cards.map((card) => (
        <li key={card.href}>
          <Link to={card.href} className={styles.card}>
            <span className={styles.title}>
              <OutlineIcon name={card.count === null ? "page" : "folder"} size={16} /> {card.label}
            </span>
            <span className={styles.description}>
              {card.count === null
                ? card.description
                : t(pluralRu(card.count, ["docs.pageCountOne", "docs.pageCountFew", "docs.pageCountMany"]), { count: card.count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
