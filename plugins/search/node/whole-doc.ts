import { partRecords, type PageDoc, type PagePart, type RecordType } from "../lib/protocol"

/** A page doc with each record's text in place, its parts read with `readPart` (for what reads a whole index back). */
export function wholeDoc(doc: PageDoc, readPart: (n: number) => PagePart): Omit<PageDoc, "records"> & { records: Array<[RecordType, string, string, string]> } {
  const texts = new Map<number, string>()
  for (const n of new Set(doc.records.map((record) => record[3]).filter((text): text is number => typeof text === "number"))) {
    const part = readPart(n)
    const records = partRecords(doc, n)
    if (part.length < records.length) throw new Error(`Page ${doc.url}: part ${n} holds fewer texts than its records name`)
    records.forEach((at, i) => texts.set(at, part[i]))
  }
  return {
    ...doc,
    records: doc.records.map(([type, section, hash, text], at) => [type, section, hash, typeof text === "string" ? text : (texts.get(at) ?? "")]),
  }
}
