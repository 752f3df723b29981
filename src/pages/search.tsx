import React, { useEffect, useState } from "react"
import { Link, navigate, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { Snippet, TypeIcon } from "../components/Search/Snippet"
import { runSearch } from "../search/client"
import type { PageResult } from "../search/protocol"
import { DOCS_VERSION, ROUTES } from "../config/site"
import { SEARCH_CONTEXT_LABELS, SEARCH_TYPE_LABELS, t } from "../config/strings"
import * as styles from "./search.module.css"

const RESULTS_LIMIT = 100
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

type State = { status: "idle" } | { status: "loading" } | { status: "done"; results: PageResult[] } | { status: "failed" }

/** /search: every result for `q`, optionally within or outside a context, grouped by page. */
export default function SearchPage({ location }: PageProps): JSX.Element {
  // The server renders the page without a query; the address is read after mounting, so hydration matches.
  const [params, setParams] = useState<Params>({ q: "", ctx: null, version: DOCS_VERSION.name })
  const { q, ctx } = params
  const [text, setText] = useState("")
  const [state, setState] = useState<State>({ status: "idle" })

  useEffect(() => {
    const next = paramsOf(location.search)
    setParams(next)
    setText(next.q)
  }, [location.search])

  useEffect(() => {
    if (q.trim() === "") {
      setState({ status: "idle" })
      return
    }
    let current = true
    setState({ status: "loading" })
    runSearch(q.trim(), RESULTS_LIMIT, ctx).then(
      (results) => current && setState({ status: "done", results }),
      (error: unknown) => {
        console.error("Search failed:", error)
        if (current) setState({ status: "failed" })
      },
    )
    return () => {
      current = false
    }
  }, [q, ctx])


  return (
    <Layout path={ROUTES.search}>
      <h1>{q ? t("search.resultsFor", { query: q }) : t("search.pageTitle")}</h1>
      <form
        className={styles.form}
        role="search"
        aria-label={t("search.pageTitle")}
        action={ROUTES.search}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          const next = new URLSearchParams({ q: text.trim() })
          if (ctx) next.set("ctx", ctx)
          void navigate(`${ROUTES.search}?${next.toString()}`)
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          {t("search.label")}
        </label>
        <input id="search-page-input" name="q" type="search" className={styles.input} value={text} onChange={(event) => setText(event.target.value)} maxLength={MAX_QUERY} />
        {ctx && <input type="hidden" name="ctx" value={ctx} />}
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
            const next = new URLSearchParams({ q })
            if (event.target.value) next.set("ctx", event.target.value)
            void navigate(`${ROUTES.search}?${next.toString()}`)
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
      {state.status === "idle" && <p>{t("search.enterQuery")}</p>}
      {state.status === "loading" && <p aria-live="polite">{t("search.loading")}</p>}
      {state.status === "failed" && <p role="alert">{t("search.failed")}</p>}
      {state.status === "done" && state.results.length === 0 && <p className={styles.empty}>{t("search.noResults")}</p>}
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results} data-testid="search-results">
          {state.results.map((page) => (
            <li key={page.url} className={styles.page}>
              <p className={styles.breadcrumb}>{page.breadcrumb.join(" › ") || SEARCH_CONTEXT_LABELS[page.context]}</p>
              <h2 className={styles.title}>
                <Link to={page.href}>{page.title}</Link>
              </h2>
              <ul className={styles.hits}>
                {page.hits.map((hit) => (
                  <li key={`${hit.hash}-${hit.type}`} className={styles.hit}>
                    <TypeIcon type={hit.type} label={SEARCH_TYPE_LABELS[hit.type]} />{" "}
                    <Link to={hit.href}>{hit.section || hit.title}</Link>
                    <span className={styles.url}>
                      {hit.url}
                      {hit.hash ? `#${hit.hash}` : ""}
                    </span>
                    <span className={styles.snippet}>
                      <Snippet parts={hit.snippet} />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Layout>
  )
}

/** The title carries the query, so browser history and tabs say what was searched. */
export const Head: HeadFC = () => {
  // Head receives only the pathname; the query is read from the address in the browser.
  const { q } = paramsOf(typeof window === "undefined" ? "" : window.location.search)
  return <Seo title={q ? t("search.resultsFor", { query: q }) : t("search.pageTitle")} path={ROUTES.search} noindex />
}
