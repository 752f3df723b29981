import React, { useEffect, useState } from "react"
import { NavbarDropdown } from "../NavbarDropdown/NavbarDropdown"
import { readStorage, writeStorage } from "../../browser/storage"
import { DOCS_VERSION, STORAGE_KEYS } from "../../config/site"
import { t } from "../../config/strings"

/** The language dropdown: the site is in Russian only. */
export function LanguageDropdown(): JSX.Element {
  return (
    <NavbarDropdown
      ariaLabel={`${t("navbar.language")}: ${t("navbar.languageRu")}`}
      label={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.6 3.7 5.6 3.7 9S14.5 18.4 12 21m0-18C9.5 5.6 8.3 8.6 8.3 12s1.2 6.4 3.7 9M3.5 9h17M3.5 15h17"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {t("navbar.languageRu")}
        </>
      }
      items={[{ key: "ru", label: t("navbar.languageRu"), href: "/", active: true }]}
    />
  )
}

/** The docs version dropdown; versioning is off, so it offers the one current version and remembers it. */
export function VersionDropdown(): JSX.Element {
  const [preferred, setPreferred] = useState<string>(DOCS_VERSION.name)
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.docsPreferredVersion)
    if (stored === DOCS_VERSION.name) setPreferred(stored)
  }, [])
  return (
    <NavbarDropdown
      ariaLabel={`${t("navbar.version")}: ${DOCS_VERSION.label}`}
      label={DOCS_VERSION.label}
      items={[
        {
          key: DOCS_VERSION.name,
          label: DOCS_VERSION.label,
          active: preferred === DOCS_VERSION.name,
          onSelect: () => {
            writeStorage(STORAGE_KEYS.docsPreferredVersion, DOCS_VERSION.name)
            setPreferred(DOCS_VERSION.name)
          },
        },
      ]}
    />
  )
}
