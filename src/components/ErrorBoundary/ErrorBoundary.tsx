import React from "react"
import { t } from "../../config/strings"
import * as styles from "./ErrorBoundary.module.css"

interface State {
  error: Error | null
}

/** The error with every `cause` behind it, one line each. */
function causesOf(error: Error): string[] {
  const lines: string[] = []
  let current: unknown = error
  while (current instanceof Error && lines.length < 10) {
    lines.push(current.message)
    current = current.cause
  }
  return lines
}

/** Catches a page render crash and offers to try again. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error): void {
    document.title = t("error.title")
    console.error("Page render crashed:", error)
  }

  render(): React.ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    const [message, ...causes] = causesOf(error)
    return (
      <div className={styles.root} role="alert">
        <h1>{t("error.heading")}</h1>
        <p className={styles.message}>{message}</p>
        {causes.map((cause, index) => (
          <p key={index} className={styles.cause}>
            Cause: {cause}
          </p>
        ))}
        <button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
          {t("error.retry")}
        </button>
      </div>
    )
  }
}
