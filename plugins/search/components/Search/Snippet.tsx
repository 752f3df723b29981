import React from "react"
import type { SnippetPart } from "../../lib/protocol"
import { OutlineIcon, type OutlineIconName } from "../../../../src/components/Icon/OutlineIcon"

/** A snippet with matched words in <mark>; text is rendered as text, never as HTML. */
export function Snippet({ parts }: { parts: SnippetPart[] }): JSX.Element {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}</>
}

/** Icons by record type: title, heading, description, keywords, content, API definitions. */
const TYPE_ICONS: OutlineIconName[] = ["page", "heading", "lines", "tag", "paragraph", "tag"]

export function TypeIcon({ type, label }: { type: number; label: string }): JSX.Element {
  return (
    <span aria-label={label} title={label} role="img">
      <OutlineIcon name={TYPE_ICONS[type] ?? "paragraph"} />
    </span>
  )
}
