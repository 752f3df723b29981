import React, { useState } from "react"
import { Highlight, type PrismTheme } from "prism-react-renderer"
import { registerLanguages } from "./languages"
import * as styles from "./CodeBlock.module.css"

registerLanguages()

/** Colours come from CSS (both colour modes), so the theme only sets no inline styles. */
const CSS_THEME: PrismTheme = { plain: {}, styles: [] }

const LANGUAGE_LABELS: Record<string, string> = {
  json: "JSON", bash: "bash", shell: "shell", http: "HTTP", javascript: "JavaScript", js: "JavaScript",
  python: "Python", php: "PHP", yaml: "YAML", text: "текст",
}

interface CodeBlockProps {
  code: string
  language: string
  title?: string
}

/** A highlighted code block with its language and a copy button. */
export function CodeBlock({ code, language, title }: CodeBlockProps): JSX.Element {
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
          {copied ? "Скопировано" : "Копировать"}
        </button>
      </div>
      <Highlight code={code} language={language} theme={CSS_THEME}>
        {({ className, tokens, getLineProps, getTokenProps }) => (
          <pre className={`${className} ${styles.pre}`} tabIndex={0}>
            <code>
              {tokens.map((line, i) => (
                <span key={i} {...getLineProps({ line })}>
                  {line.map((token, key) => (
                    <span key={key} {...getTokenProps({ token })} />
                  ))}
                  {"\n"}
                </span>
              ))}
            </code>
          </pre>
        )}
      </Highlight>
    </div>
  )
}
