/** Builds the index file from records (pure apart from FlexSearch; used by the Gatsby build step). */
import { createIndex } from "./engine"
import { encode } from "./tokenize"
import type { SearchIndexFile, SearchRecord } from "./protocol"

export async function buildIndexFile(records: SearchRecord[], language: string, version: string): Promise<SearchIndexFile> {
  const index = createIndex()
  const vocabulary = new Set<string>()
  for (const record of records) {
    index.add(record.id, record.text)
    for (const term of encode(record.text)) vocabulary.add(term)
  }
  const chunks: Record<string, string> = {}
  await index.export((key: string, data: string) => {
    chunks[key] = data
  })
  return { language, version, records, vocabulary: [...vocabulary].sort(), index: chunks }
}
