import React from "react"
import { Link, navigate, withPrefix } from "gatsby"
import type { PageResult } from "../../lib/protocol"
import { SEARCH_CONTEXT_LABELS, SEARCH_TYPE_LABELS } from "../../../../src/config/strings"
import { Snippet, TypeIcon } from "./Snippet"
import * as styles from "./SearchResult.module.css"

interface OptionProps {
  variant: "option"
  id: string
  /** Position in the list, handed back to `onHover` (so the box passes one stable handler to every option). */
  index: number
  active: boolean
  onHover(index: number): void
  onChoose(index: number): void
}

interface EntryProps {
  variant: "entry"
  /** Position in the list, handed back to `onChoose` when the reader opens the page or one of its sections. */
  index?: number
  onChoose?(index: number): void
}

/**
 * The one view of a search result, a page: as an option of the navbar box (title, breadcrumb, best snippet,
 * linking to the best hit) or as an entry of the results page (the same, with its matching sections beneath).
 * Memoised: a keystroke re-renders the box, and its options only change when an answer does. An option is a plain
 * link that navigates on the client: a Gatsby Link would watch its own visibility and prefetch its page, for
 * every suggestion of every keystroke; the box prefetches the suggestion the reader points at instead.
 */
export const SearchResult = React.memo(function SearchResult({ result, ...props }: { result: PageResult } & (OptionProps | EntryProps)): JSX.Element {
  const breadcrumb = result.breadcrumb.join(" › ") || SEARCH_CONTEXT_LABELS[result.context]
  if (props.variant === "option") {
    return (
      <a
        id={props.id}
        role="option"
        aria-selected={props.active}
        href={withPrefix(result.href)}
        className={props.active ? `${styles.option} ${styles.active}` : styles.option}
        onMouseEnter={() => props.onHover(props.index)}
        onClick={(event) => {
          props.onChoose(props.index)
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          void navigate(result.href)
        }}
      >
        <span className={styles.icon}>
          <TypeIcon type={result.type} label={SEARCH_TYPE_LABELS[result.type]} />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{result.title}</span>
          <span className={styles.breadcrumb}>{breadcrumb}</span>
          <span className={styles.snippet}>
            <Snippet parts={result.snippet} />
          </span>
        </span>
      </a>
    )
  }
  const chosen = () => props.onChoose?.(props.index ?? 0)
  return (
    <article className={styles.entry}>
      <p className={styles.breadcrumb}>{breadcrumb}</p>
      <h2 className={styles.entryTitle}>
        <Link to={result.href} onClick={chosen}>
          {result.title}
        </Link>
      </h2>
      <p className={styles.snippet}>
        <Snippet parts={result.snippet} />
      </p>
      {result.sections.length > 0 && (
        <ul className={styles.sections}>
          {result.sections.map((hit) => (
            <li key={hit.hash}>
              <TypeIcon type={hit.type} label={SEARCH_TYPE_LABELS[hit.type]} />{" "}
              <Link to={hit.href} onClick={chosen}>
                {hit.section}
              </Link>
              <span className={styles.snippet}>
                <Snippet parts={hit.snippet} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
})
