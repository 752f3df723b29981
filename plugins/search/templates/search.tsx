import type { PagePreview } from "../../../src/lib/page-context"
import React, { useCallback, useEffect, useState } from "react"
import { navigate, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../src/components/Layout/Layout"
import { Seo } from "../../../src/components/Seo/Seo"
import { SearchResult } from "../components/Search/SearchResult"
import { useSearch } from "../hooks/useSearch"
import { searchUrl } from "../lib/url"
import { DOCS_VERSION, METRIKA_ID, ROUTES, SEARCH_LIMITS } from "../../../src/config/site"
import { searchGoal } from "../browser/goal"
import { SEARCH_CONTEXT_LABELS, t } from "../../../src/config/strings"
import * as styles from "./search.module.css"

const CONTEXT_OPTIONS = ["docs", "!docs", "api", "!api", "blog", "!blog"] as const
const MAX_QUERY = 200

interface Params {
  q: string
  ctx: string | null
  version: string
}

/** Reads q, ctx and version from the address; anything unexpected is dropped, never interpreted. */
function paramsOf(search: string): Params {
  const params = new URLSearchParams(search)
  const ctx = params.get("ctx")
  const validCtx = ctx && /^!?(docs|api|blog)$/.test(ctx) ? ctx : null
  const version = params.get("version") === DOCS_VERSION.name ? DOCS_VERSION.name : DOCS_VERSION.name
  return { q: (params.get("q") ?? "").slice(0, MAX_QUERY), ctx: validCtx, version }
}

/** /search: every result for `q`, optionally within or outside a context, grouped by page. */
export default function SearchPage({ location }: PageProps): JSX.Element {
  // The server renders the page without a query; the address is read after mounting, so hydration matches.
  const [params, setParams] = useState<Params>({ q: "", ctx: null, version: DOCS_VERSION.name })
  const { q, ctx, version } = params
  const [text, setText] = useState("")
  useEffect(() => {
    const next = paramsOf(location.search)
    setParams(next)
    setText(next.q)
  }, [location.search])

  const [limit, setLimit] = useState<number>(SEARCH_LIMITS.resultsPage)
  useEffect(() => setLimit(SEARCH_LIMITS.resultsPage), [q, ctx])
  const { status, answer, pending } = useSearch(q, limit, ctx, version)
  const done = q.trim() !== "" && !pending && status !== "failed"
  // A submitted query that found nothing, and the page a reader opens: Metrika goals when a counter is configured.
  const nothingFound = done && answer.results.length === 0
  useEffect(() => {
    if (nothingFound) searchGoal(METRIKA_ID, "nothingFound", q.trim(), "page")
  }, [nothingFound, q])
  const choose = useCallback(
    (index: number) => {
      const hit = answer.results[index]
      if (hit) searchGoal(METRIKA_ID, "chosen", answer.query, hit.url, index + 1, "page")
    },
    [answer],
  )

  return (
    <Layout path={ROUTES.search}>
      <h1 className={styles.title}>{q ? t("search.resultsFor", { query: q }) : t("search.pageTitle")}</h1>
      <form
        className={styles.form}
        role="search"
        aria-label={t("search.pageTitle")}
        action={ROUTES.search}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate(searchUrl({ q: text.trim(), ctx, version }))
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_QUERY}
        />
        {ctx && <input type="hidden" name="ctx" value={ctx} />}
        <input type="hidden" name="version" value={version} />
        <button type="submit" className={styles.submit}>
          {t("search.submit")}
        </button>
      </form>
      <p className={styles.context}>
        <label htmlFor="search-page-context">{t("search.context")}</label>{" "}
        <select
          id="search-page-context"
          className={styles.select}
          value={ctx ?? ""}
          onChange={(event) => {
            void navigate(searchUrl({ q, ctx: event.target.value, version }))
          }}
        >
          <option value="">{t("search.allContexts")}</option>
          {CONTEXT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {t(value.startsWith("!") ? "search.outside" : "search.within", { context: SEARCH_CONTEXT_LABELS[value.replace("!", "")] })}
            </option>
          ))}
        </select>
      </p>
      {q.trim() === "" && <p>{t("search.enterQuery")}</p>}
      {q.trim() !== "" && pending && status !== "failed" && <p aria-live="polite">{t("search.loading")}</p>}
      {status === "failed" && <p role="alert">{t("search.failed")}</p>}
      {done && answer.results.length === 0 && <p className={styles.empty}>{t("search.noResults")}</p>}
      {done && answer.results.length > 0 && (
        <>
          {answer.searched && <p className={styles.count}>{t("search.searchedInstead", { query: answer.searched })}</p>}
          <p className={styles.count} aria-live="polite">
            {t("search.pagesFound", { count: answer.total })}
          </p>
          <ol className={styles.results} data-testid="search-results">
            {answer.results.map((result, index) => (
              <li key={result.url}>
                <SearchResult variant="entry" result={result} index={index} onChoose={choose} />
              </li>
            ))}
          </ol>
          {answer.results.length < answer.total && (
            <button
              type="button"
              className={styles.more}
              disabled={answer.limit !== limit}
              onClick={() => setLimit((value) => value + SEARCH_LIMITS.resultsPage)}
            >
              {t("search.showMore", { count: Math.min(SEARCH_LIMITS.resultsPage, answer.total - answer.results.length) })}
            </button>
          )}
        </>
      )}
    </Layout>
  )
}

/** The title carries the query, so browser history and tabs say what was searched. */
export const Head: HeadFC<object, { preview?: PagePreview }> = ({ pageContext }) => {
  // Head receives only the pathname; the query is read from the address in the browser.
  const { q } = paramsOf(typeof window === "undefined" ? "" : window.location.search)
  return <Seo title={q ? t("search.resultsFor", { query: q }) : t("search.pageTitle")} path={ROUTES.search} noindex preview={pageContext.preview} />
}
