import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { ROUTES } from "../config/site"

export default function SearchPage({ location }: PageProps): JSX.Element {
  return (
    <Layout path={location.pathname}>
      <h1>Поиск по документации</h1>
      <form action={ROUTES.search} method="get" role="search">
        <label htmlFor="search-page-input">Что вы ищете?</label>{" "}
        <input id="search-page-input" name="q" type="search" />
        <button type="submit">Найти</button>
      </form>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Поиск" path={ROUTES.search} noindex />
