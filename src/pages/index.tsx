import type { PagePreview } from "../lib/page-context"
import React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { formatDateRu } from "../lib/russian"
import { ROUTES } from "../config/site"
import { t } from "../config/strings"
import * as styles from "./index.module.css"

const SECTIONS = [
  { href: "/docs/start", title: t("home.sectionStart"), text: t("home.sectionStartText") },
  { href: "/docs/channel", title: t("home.sectionChannel"), text: t("home.sectionChannelText") },
  { href: "/docs/template", title: t("home.sectionTemplate"), text: t("home.sectionTemplateText") },
  { href: "/docs/broadcast", title: t("home.sectionBroadcast"), text: t("home.sectionBroadcastText") },
  { href: "/docs/scripts", title: t("home.sectionScripts"), text: t("home.sectionScriptsText") },
  { href: "/docs/api", title: t("home.sectionApi"), text: t("home.sectionApiText") },
]

export default function Home({ data }: PageProps<Queries.HomeQuery>): JSX.Element {
  return (
    <Layout path={ROUTES.home}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t("home.title")}</h1>
        <p className={styles.lead}>{t("home.lead")}</p>
        <div className={styles.actions}>
          <Link to={ROUTES.docsStart} className={styles.primary}>
            {t("home.start")}
          </Link>
          <Link to={ROUTES.api} className={styles.secondary}>
            {t("home.api")}
          </Link>
        </div>
      </section>
      <ul className={styles.grid}>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link to={section.href} className={styles.card}>
              <span className={styles.cardTitle}>{section.title}</span>
              <span className={styles.cardText}>{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {data.allMdx.nodes.length > 0 && (
        <section className={styles.news}>
          <h2>{t("home.blog")}</h2>
          <ul className={styles.newsList}>
            {data.allMdx.nodes.map((post) => (
              <li key={post.fields.route}>
                <time dateTime={post.frontmatter.date ?? ""}>{formatDateRu(post.frontmatter.date ?? "")}</time>
                <Link to={post.fields.route}>{post.frontmatter.title}</Link>
              </li>
            ))}
          </ul>
          <Link to={ROUTES.blog}>{t("blog.title")} »</Link>
        </section>
      )}
    </Layout>
  )
}

export const Head: HeadFC<object, { preview?: PagePreview }> = ({ pageContext }) => (
  <Seo path={ROUTES.home} structured={{ kind: "home" }} preview={pageContext.preview} />
)

export const query = graphql`
  query Home {
    allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
        }
        fields {
          route
        }
      }
    }
  }
`
