import React from "react"
import { nextChoice, type ColorModeChoice } from "../../browser/color-mode"
import { useColorMode } from "../../contexts/ColorModeContext"
import { t } from "../../config/strings"
import * as styles from "./ColorModeToggle.module.css"

const LABELS: Record<ColorModeChoice, string> = { light: t("colorMode.light"), dark: t("colorMode.dark"), system: t("colorMode.system") }

const ICONS: Record<ColorModeChoice, JSX.Element> = {
  light: (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  ),
  dark: (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  ),
  system: (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
}

interface ToggleViewProps {
  value: ColorModeChoice
  onChange: (next: ColorModeChoice) => void
}

/** Presentational toggle: shows the current choice and asks for the next one in the cycle. */
export function ColorModeToggleView({ value, onChange }: ToggleViewProps): JSX.Element {
  const next = nextChoice(value)
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => onChange(next)}
      title={t("colorMode.title", { mode: LABELS[value] })}
      aria-label={t("colorMode.label", { mode: LABELS[value], next: LABELS[next] })}
      data-choice={value}
    >
      {ICONS[value]}
    </button>
  )
}

export function ColorModeToggle(): JSX.Element {
  const { choice, setChoice } = useColorMode()
  return <ColorModeToggleView value={choice} onChange={setChoice} />
}
