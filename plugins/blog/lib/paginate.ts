/** One pure pagination used by the blog list and by every tag page. */

export interface ListPage<T> {
  path: string
  items: T[]
  pageNumber: number
  totalPages: number
  newerPath: string | null
  olderPath: string | null
}

/** Page path: the base for page 1, `{base}/page/{n}` after it. */
export function pagePath(basePath: string, pageNumber: number): string {
  return pageNumber === 1 ? basePath : `${basePath}/page/${pageNumber}`
}

/** Splits `items` (already newest first) into pages of `perPage`. Always returns at least one page. */
export function paginate<T>(items: readonly T[], perPage: number, basePath: string): ListPage<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be a positive integer, got ${perPage}`)
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  return Array.from({ length: totalPages }, (_, index) => {
    const pageNumber = index + 1
    return {
      path: pagePath(basePath, pageNumber),
      items: items.slice(index * perPage, pageNumber * perPage),
      pageNumber,
      totalPages,
      newerPath: pageNumber > 1 ? pagePath(basePath, pageNumber - 1) : null,
      olderPath: pageNumber < totalPages ? pagePath(basePath, pageNumber + 1) : null,
    }
  })
}
