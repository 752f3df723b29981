import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { readStorage, removeStorage, writeStorage } from "../browser/storage"
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "../browser/prepaint"
import { ANNOUNCEMENT, STORAGE_KEYS } from "../config/site"

interface AnnouncementValue {
  isActive: boolean
  close: () => void
}

const AnnouncementContext = createContext<AnnouncementValue | null>(null)

/**
 * Owns the announcement's dismissed state. A configured id that differs from the stored one replaces
 * it and clears the dismissed flag, so a new announcement shows even to readers who closed the old one.
 */
export function AnnouncementBarProvider({ children }: { children: React.ReactNode }): JSX.Element {
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (!ANNOUNCEMENT) return
    if (readStorage(STORAGE_KEYS.announcementId) !== ANNOUNCEMENT.id) {
      writeStorage(STORAGE_KEYS.announcementId, ANNOUNCEMENT.id)
      removeStorage(STORAGE_KEYS.announcementDismiss)
    }
    setDismissed(readStorage(STORAGE_KEYS.announcementDismiss) === "true")
  }, [])

  const close = useCallback(() => {
    writeStorage(STORAGE_KEYS.announcementDismiss, "true")
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true")
    setDismissed(true)
  }, [])

  const value = useMemo(() => ({ isActive: ANNOUNCEMENT !== null && !dismissed, close }), [dismissed, close])
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>
}

export function useAnnouncementBar(): AnnouncementValue {
  const value = useContext(AnnouncementContext)
  if (!value) throw new Error("useAnnouncementBar must be used inside AnnouncementBarProvider")
  return value
}
