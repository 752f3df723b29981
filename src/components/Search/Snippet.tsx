import React from "react"
import type { SnippetPart } from "../../search/protocol"

/** A snippet with matched words in <mark>; text is rendered as text, never as HTML. */
export function Snippet({ parts }: { parts: SnippetPart[] }): JSX.Element {
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </>
  )
}

const TYPE_ICONS = ["📄", "#", "≡", "🔑", "¶"]

export function TypeIcon({ type, label }: { type: number; label: string }): JSX.Element {
  return (
    <span aria-label={label} title={label} role="img">
      {TYPE_ICONS[type] ?? "¶"}
    </span>
  )
}
