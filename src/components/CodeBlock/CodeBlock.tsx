import React, { useState } from "react"
import { t } from "../../config/strings"
import * as styles from "./CodeBlock.module.css"

const LANGUAGE_LABELS: Record<string, string> = {
  json: "JSON",
  bash: "bash",
  shell: "shell",
  http: "HTTP",
  javascript: "JavaScript",
  js: "JavaScript",
  python: "Python",
  php: "PHP",
  yaml: "YAML",
  text: t("code.text"),
}

interface CodeBlockProps {
  language: string
  /** Plain text, for the copy button. */
  code: string
  title?: string
  /** Code highlighted at build time: React nodes from MDX, or escaped HTML from the build. */
  children?: React.ReactNode
  html?: string
}

/** A code block highlighted at build time, with its language and a copy button. */
export function CodeBlock({ language, code, title, children, html }: CodeBlockProps): JSX.Element {
  const [copied, setCopied] = useState(false)
  const copy = (): void => {
    void navigator.clipboard?.writeText(code).then(() => {
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    })
  }
  return (
    <div className={styles.block}>
      <div className={styles.header}>
        <span>{title ?? LANGUAGE_LABELS[language] ?? language}</span>
        <button type="button" className={styles.copy} onClick={copy}>
          {t(copied ? "code.copied" : "code.copy")}
        </button>
      </div>
      <pre className={`language-${language} ${styles.pre}`} tabIndex={0}>
        {html !== undefined ? <code dangerouslySetInnerHTML={{ __html: html }} /> : <code>{children ?? code}</code>}
      </pre>
    </div>
  )
}
