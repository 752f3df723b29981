import React from "react"

/** 16×16 outline drawings. Icons are SVG rather than emoji so they look the same on every system: an
 * emoji needs a colour-emoji font that not every reader has, and shows as an empty box without one. */
const PATHS = {
  page: "M4 1.5h5.5L13 5v9.5H4zM9.5 1.5V5H13",
  copy: "M5.5 5.5h8v9h-8zM10.5 5.5v-4h-9v10h4",
  folder: "M1.5 3.5h4.5l1.5 1.5h7v8.5h-13z",
  heading: "M6 2 4.5 14M11.5 2 10 14M2.5 5.5h11M2 10.5h11",
  lines: "M2.5 4h11M2.5 8h11M2.5 12h7",
  tag: "M8.5 1.5h6v6l-7 7-6-6zM11.5 4.5h.01",
  paragraph: "M7 14V2M10.5 14V2M12.5 2H6.5a3 3 0 0 0 0 6H7",
  info: "M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM8 7.25v4M8 4.75h.01",
  bulb: "M6 12.5h4M6.5 14.5h3M8 1.5a4.5 4.5 0 0 0-2.5 8.2V11h5V9.7A4.5 4.5 0 0 0 8 1.5z",
  warning: "M8 1.75 15 14H1zM8 6v3.5M8 11.75h.01",
  flame: "M8 14.5c-2.8 0-4.5-1.9-4.5-4.3C3.5 7 6.5 5.5 6.5 1.5c2 1.2 4 3.4 4 6 .6-.4 1-1.2 1.1-2 .9 1 1.4 2.3 1.4 3.9 0 2.9-2.2 5.1-5 5.1z",
} as const

export type OutlineIconName = keyof typeof PATHS

/** A decorative icon in the text colour; give its container a label where it carries meaning. */
export function OutlineIcon({ name, size = 14 }: { name: OutlineIconName; size?: number }): JSX.Element {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={{ verticalAlign: "-2px" }}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
