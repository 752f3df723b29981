import React, { useId } from "react"
import { METRIKA_ID, SITE } from "../../../../src/config/site"
import { t } from "../../../../src/config/strings"
import { supportMailto } from "../../../../src/browser/support"
import { usePageFeedback } from "./usePageFeedback"
import * as styles from "./PageFeedback.module.css"

const mailText = {
  subject: t("feedback.subject"),
  pageLabel: t("support.bodyPage"),
  problemLabel: t("feedback.bodyMissing"),
  nameLabel: t("support.bodyName"),
}

/** «Была ли эта страница полезной?» at the end of a docs or API page; «Нет» offers a prefilled mail to support. */
export function PageFeedback({ path, counterId = METRIKA_ID }: { path: string; counterId?: string }): JSX.Element {
  const { answer, give } = usePageFeedback(path, counterId)
  const id = useId()
  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={styles.question}>
        {t("feedback.question")}
      </p>
      {answer === null && (
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={() => give("yes")}>
            {t("feedback.yes")}
          </button>
          <button type="button" className={styles.button} onClick={() => give("no")}>
            {t("feedback.no")}
          </button>
        </div>
      )}
      <div role="status" className={styles.answer}>
        {answer === "yes" && <p>{t("feedback.thanks")}</p>}
        {answer === "no" && (
          <p>
            {t("feedback.sorry")} <a href={supportMailto(SITE.supportEmail, `${SITE.url}${path}`, mailText)}>{t("feedback.mail")}</a>
          </p>
        )}
      </div>
    </section>
  )
}
