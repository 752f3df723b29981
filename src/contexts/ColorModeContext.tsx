import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { readStorage, writeStorage } from "../browser/storage"
import { THEME_ATTRIBUTE, THEME_CHOICE_ATTRIBUTE } from "../browser/prepaint"
import { STORAGE_KEYS } from "../config/site"
import { parseChoice, resolveMode, type ColorMode, type ColorModeChoice } from "../browser/color-mode"

interface ColorModeValue {
  choice: ColorModeChoice
  mode: ColorMode
  setChoice: (choice: ColorModeChoice) => void
}

const ColorModeContext = createContext<ColorModeValue | null>(null)
const DARK_QUERY = "(prefers-color-scheme: dark)"

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia(DARK_QUERY).matches
  } catch {
    return false
  }
}

function apply(choice: ColorModeChoice): ColorMode {
  const mode = resolveMode(choice, systemPrefersDark())
  document.documentElement.setAttribute(THEME_ATTRIBUTE, mode)
  document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, choice)
  return mode
}

/** Owns the colour mode: the stored choice, the system preference, and changes made in other tabs. */
export function ColorModeProvider({ children }: { children: React.ReactNode }): JSX.Element {
  // The server cannot know the choice. The pre-paint script has already coloured the page; the state
  // starts as the server rendered it (so hydration matches) and is read from the page after mounting.
  const [choice, setChoiceState] = useState<ColorModeChoice>("light")
  const [mode, setMode] = useState<ColorMode>("light")

  useEffect(() => {
    const stored = parseChoice(readStorage(STORAGE_KEYS.theme))
    setChoiceState(stored)
    setMode(apply(stored))
  }, [])

  const setChoice = useCallback((next: ColorModeChoice) => {
    writeStorage(STORAGE_KEYS.theme, next)
    setChoiceState(next)
    setMode(apply(next))
  }, [])

  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== STORAGE_KEYS.theme) return
      const next = parseChoice(event.newValue)
      setChoiceState(next)
      setMode(apply(next))
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])

  useEffect(() => {
    if (choice !== "system") return undefined
    let query: MediaQueryList
    try {
      query = window.matchMedia(DARK_QUERY)
    } catch {
      return undefined
    }
    const onChange = (): void => setMode(apply("system"))
    query.addEventListener("change", onChange)
    return () => query.removeEventListener("change", onChange)
  }, [choice])

  const value = useMemo(() => ({ choice, mode, setChoice }), [choice, mode, setChoice])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error("useColorMode must be used inside ColorModeProvider")
  return value
}
