// Gatsby in unit tests: Link renders a plain anchor, graphql is inert.
import React from "react"

export function Link({ to, children, activeClassName: _a, partiallyActive: _p, ...rest }: { to: string; children?: React.ReactNode; [key: string]: unknown }) {
  return (
    <a href={to} {...(rest as Record<string, unknown>)}>
      {children}
    </a>
  )
}
export const graphql = (): null => null
export const navigate = jest.fn()
export const withPrefix = (path: string): string => path
