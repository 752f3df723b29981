import React from "react"
import { Link, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { ROUTES } from "../config/site"
import { t } from "../config/strings"

export default function NotFound({ location }: PageProps): JSX.Element {
  return (
    <Layout path={location.pathname}>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p>{t("notFound.contact")}</p>
      <p>
        <Link to={ROUTES.home}>{t("notFound.home")}</Link>
      </p>
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title={t("notFound.title")} path="/404" noindex />
