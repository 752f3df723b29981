import React from "react"
import { LOGOS, SIBLING_SITES, SITE } from "../../config/site"
import { t } from "../../config/strings"
import { NavbarDropdown } from "../NavbarDropdown/NavbarDropdown"
import * as styles from "./LogoDropdown.module.css"

function Logo({ light, dark, alt }: { light: string; dark: string; alt: string }): JSX.Element {
  return (
    <>
      <img src={light} alt={alt} width={150} height={32} className={styles.light} />
      <img src={dark} alt={alt} width={150} height={32} className={styles.dark} />
    </>
  )
}

/** Switches between the sibling documentation sites of the configured region. */
export function LogoDropdown(): JSX.Element {
  return (
    <NavbarDropdown
      ariaLabel={t("navbar.products")}
      align="left"
      className={styles.root}
      label={<span className={styles.grid} aria-hidden="true" />}
      items={[
        {
          key: "pulse",
          label: <Logo light={LOGOS.pulse.light} dark={LOGOS.pulse.dark} alt="edna Pulse" />,
          href: SIBLING_SITES.pulse[SITE.region],
          active: true,
        },
        {
          key: "chat-center",
          label: <Logo light={LOGOS.chatCenter.light} dark={LOGOS.chatCenter.dark} alt="edna Chat Center" />,
          href: SIBLING_SITES.chatCenter[SITE.region],
        },
      ]}
    />
  )
}
