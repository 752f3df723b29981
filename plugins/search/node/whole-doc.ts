import type { PageDoc, PagePart, RecordType } from "../lib/protocol"

/** A page doc with each record's text in place, its parts read with `readPart` (for what reads a whole index back). */
export function wholeDoc(doc: PageDoc, readPart: (n: number) => PagePart): Omit<PageDoc, "records"> & { records: Array<[RecordType, string, string, string]> } {
  const parts = new Map<number, { texts: PagePart; next: number }>()
  const textOf = (text: string | number): string => {
    if (typeof text === "string") return text
    let part = parts.get(text)
    if (!part) parts.set(text, (part = { texts: readPart(text), next: 0 }))
    const found = part.texts[part.next]
    part.next += 1
    if (found === undefined) throw new Error(`Page ${doc.url}: part ${text} holds fewer texts than its records name`)
    return found
  }
  return { ...doc, records: doc.records.map(([type, section, hash, text]) => [type, section, hash, textOf(text)]) }
}
